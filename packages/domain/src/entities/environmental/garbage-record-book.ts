// The garbage record book's rules (MARPOL Annex V reg 10 and Appendix II, the form of MEPC.277(70);
// domain-reference section 5): Part I for every ship of 100 GT and above or certified for 15 persons
// (MEPC.360(79), since 1 May 2024), Part II for ships carrying solid bulk cargo (categories J and K);
// and the Annex V check of an entry at entry: where it lies (annex-v-geography: distance from land,
// special area) and whether its discharge into the sea was allowed (garbageDischargeAllowed).
import type { Coastline, SpecialArea } from '../../rules/annex-v-geography';
import { distanceFromLandNm, loadCoastline, specialAreaAt } from '../../rules/annex-v-geography';
import { numberOrNull } from '../../rules/numbers';
import { recordBooksRequired } from '../../rules/marpol-annex-i';
import type { GarbageCategory, GarbageRuleCode } from '../../rules/marpol-annex-v';
import {
  GARBAGE_CATEGORIES,
  GARBAGE_RECORD_BOOK_PART_II,
  garbageDischargeAllowed,
} from '../../rules/marpol-annex-v';
import type { WriteCheck } from '../define-entity';
import type { RecordBookPart } from './record-book';

export const GRB_CATEGORIES = Object.keys(GARBAGE_CATEGORIES) as GarbageCategory[];

/** How the garbage left the ship: the form's columns, and the accidental or exceptional discharge (reg 7). */
export const GRB_METHODS = ['sea', 'reception_facility', 'incineration', 'accidental_loss'] as const;
export type GrbMethod = (typeof GRB_METHODS)[number];

/** The methods that take place at a position at sea (the others at a port or facility). */
export const GRB_METHODS_AT_SEA: readonly GrbMethod[] = ['sea', 'accidental_loss'];

/** The special areas as stored ('none' outside them). */
export const GRB_SPECIAL_AREAS = [
  'none',
  'mediterranean',
  'baltic',
  'black_sea',
  'red_sea',
  'gulfs',
  'north_sea',
  'antarctic',
  'wider_caribbean',
] as const satisfies readonly (SpecialArea | 'none')[];

/** The outcome of the check as stored on the entry, beside the rule's codes. */
export const GRB_CHECKS = ['not_applicable', 'allowed', 'near_limit', 'accidental', 'refused'] as const;
export type GrbCheck = (typeof GRB_CHECKS)[number];

/**
 * The margin of the bundled coastline: a discharge allowed by less than this is allowed with a warning
 * to check the distance on the chart (Natural Earth 1:50m, simplified: a few nautical miles).
 */
export const GRB_COASTLINE_MARGIN_NM = 3;

export function partOfCategory(category: string): RecordBookPart {
  return GARBAGE_RECORD_BOOK_PART_II.includes(category as GarbageCategory) ? 'II' : 'I';
}

/**
 * The parts of the book a vessel keeps: Part II only on a ship that carries solid bulk cargo, by its
 * type (the vessel's record); Part I on every ship of 100 GT and above. A vessel whose tonnage is not
 * recorded keeps Part I.
 */
export function grbPartsKept(vessel: {
  vessel_type: string;
  gross_tonnage?: number | null;
}): RecordBookPart[] {
  const gt = vessel.gross_tonnage ?? Number.MAX_SAFE_INTEGER;
  const books = recordBooksRequired({ gt, shipType: vessel.vessel_type, personsOnBoard: 0 });
  return books.garbageRecordBookPartII ? ['I', 'II'] : ['I'];
}

export type GrbEntryInput = {
  category: string;
  method: string;
  latitude?: number | null;
  longitude?: number | null;
  en_route?: boolean | null;
  comminuted?: boolean | null;
  hold_wash_conditions?: boolean | null;
};

export type GrbEntryCheck = {
  check: GrbCheck;
  /** The rule's code of a discharge into the sea; null for the other methods. */
  rule_code: GarbageRuleCode | null;
  rule: string | null;
  min_nm: number | null;
  distance_from_land_nm: number | null;
  special_area: (typeof GRB_SPECIAL_AREAS)[number] | null;
};

const hasPosition = (input: GrbEntryInput) =>
  typeof input.latitude === 'number' &&
  typeof input.longitude === 'number' &&
  Number.isFinite(input.latitude) &&
  Number.isFinite(input.longitude);

/**
 * The Annex V check of an entry, as the server stores it and the form shows it: the distance from
 * land and the special area of its position; a discharge into the sea judged by
 * garbageDischargeAllowed ('refused' when the rule forbids it, 'near_limit' when it is allowed by less
 * than the coastline's margin); an accidental loss or exceptional discharge (reg 7) is recorded with a
 * warning; a landing, incineration or a position-less entry is not judged.
 */
export function checkGarbageEntry(input: GrbEntryInput, coastline: Coastline | null): GrbEntryCheck {
  const located = hasPosition(input) && coastline !== null;
  const distance = located ? distanceFromLandNm(coastline, input.latitude!, input.longitude!) : null;
  const area: GrbEntryCheck['special_area'] = hasPosition(input)
    ? (specialAreaAt(input.latitude!, input.longitude!) ?? 'none')
    : null;
  const where = { distance_from_land_nm: distance, special_area: area };
  const none = { rule_code: null, rule: null, min_nm: null };
  if (input.method === 'accidental_loss') return { check: 'accidental', ...none, ...where };
  if (input.method !== 'sea' || distance === null || !(input.category in GARBAGE_CATEGORIES)) {
    return { check: 'not_applicable', ...none, ...where };
  }
  const decision = garbageDischargeAllowed({
    category: input.category as GarbageCategory,
    distanceFromLandNm: distance,
    specialArea: area !== 'none',
    enRoute: input.en_route === true,
    comminuted: input.comminuted === true,
    holdWashWaterConditionsMet: input.hold_wash_conditions === true,
  });
  const minNm = decision.minNm ?? null;
  const check: GrbCheck = !decision.allowed
    ? 'refused'
    : minNm !== null && distance < minNm + GRB_COASTLINE_MARGIN_NM
      ? 'near_limit'
      : 'allowed';
  return { check, rule_code: decision.code, rule: decision.rule, min_nm: minNm, ...where };
}

/** The field message of a refused discharge, by the rule's code (texts `validation:<key>`, en and de). */
export const GRB_REFUSAL_KEYS: Readonly<Record<GarbageRuleCode, string>> = {
  allowed: 'validation:grbDischargeProhibited',
  prohibited: 'validation:grbDischargeProhibited',
  not_en_route: 'validation:grbNotEnRoute',
  too_close_to_land: 'validation:grbTooCloseToLand',
  not_comminuted_special_area: 'validation:grbNotComminuted',
  special_area_cargo_residues: 'validation:grbSpecialAreaResidues',
  special_area_carcasses: 'validation:grbDischargeProhibited',
};

/**
 * The entry's declared write check (`checkWrite`), run by the server at every write and by the
 * offline database's write path alike: the Annex V check of the row as it will be stored, the
 * coastline loaded on first use (only for an entry with a position). A discharge the rule forbids is
 * refused on `method` with the rule's message; otherwise the check is derived into the entry's server
 * fields (distance from land, special area, outcome, rule).
 */
export async function garbageEntryWriteCheck(row: Readonly<Record<string, unknown>>): Promise<WriteCheck> {
  const latitude = numberOrNull(row.latitude);
  const longitude = numberOrNull(row.longitude);
  const located = latitude !== null && longitude !== null;
  const result = checkGarbageEntry(
    {
      category: String(row.category ?? ''),
      method: String(row.method ?? ''),
      latitude,
      longitude,
      en_route: row.en_route === true,
      comminuted: row.comminuted === true,
      hold_wash_conditions: row.hold_wash_conditions === true,
    },
    located ? await loadCoastline() : null,
  );
  if (result.check === 'refused') {
    return { errors: { method: [GRB_REFUSAL_KEYS[result.rule_code ?? 'prohibited']] }, derived: {} };
  }
  return {
    errors: {},
    derived: {
      distance_from_land_nm: result.distance_from_land_nm,
      special_area: result.special_area,
      annex_v_check: result.check,
      annex_v_rule: result.rule_code,
    },
  };
}
