// MARPOL Annex I (oil): Oil Record Book forms of Appendix III (as amended by MEPC.187(59)),
// regulations 14, 15, 17, 34 and 36. domain-reference.md section 5.3.
import { assertNonNegative, assertPositive } from './numbers';

/** ORB Part I, machinery-space operations (all ships). */
export const OIL_RECORD_BOOK_PART_I_CODES = {
  A: 'Ballasting or cleaning of oil fuel tanks',
  B: 'Discharge of dirty ballast or cleaning water from oil fuel tanks referred to under section (A)',
  C: 'Collection, transfer and disposal of oil residues (sludge)',
  D: 'Non-automatic starting of discharge overboard, transfer or disposal otherwise of bilge water which has accumulated in machinery spaces',
  E: 'Automatic starting of discharge overboard, transfer or disposal otherwise of bilge water which has accumulated in machinery spaces',
  F: 'Condition of the oil filtering equipment',
  G: 'Accidental or other exceptional discharges of oil',
  H: 'Bunkering of fuel or bulk lubricating oil',
  I: 'Additional operational procedures and general remarks',
} as const;

/** ORB Part II, cargo and ballast operations (oil tankers); P-R for tankers in specific trades. */
export const OIL_RECORD_BOOK_PART_II_CODES = {
  A: 'Loading of oil cargo',
  B: 'Internal transfer of oil cargo during voyage',
  C: 'Unloading of oil cargo',
  D: 'Crude oil washing (COW tankers only)',
  E: 'Ballasting of cargo tanks',
  F: 'Ballasting of dedicated clean ballast tanks (CBT tankers only)',
  G: 'Cleaning of cargo tanks',
  H: 'Discharge of dirty ballast',
  I: 'Discharge of water from slop tanks into the sea',
  J: 'Collection, transfer and disposal of residues and oily mixtures not otherwise dealt with',
  K: 'Discharge of clean ballast contained in cargo tanks',
  L: 'Discharge of ballast from dedicated clean ballast tanks (CBT tankers only)',
  M: 'Condition of oil discharge monitoring and control system',
  N: 'Accidental or other exceptional discharges of oil',
  O: 'Additional operational procedures and general remarks',
  P: 'Loading of ballast water (tankers engaged in specific trades)',
  Q: 'Re-allocation of ballast water within the ship (tankers engaged in specific trades)',
  R: 'Ballast water discharge to reception facility (tankers engaged in specific trades)',
} as const;
export type OilRecordBookPartICode = keyof typeof OIL_RECORD_BOOK_PART_I_CODES;
export type OilRecordBookPartIICode = keyof typeof OIL_RECORD_BOOK_PART_II_CODES;

export const MAX_OIL_CONTENT_PPM = 15; // reg 15.2.4, 15.3.3, 15.6.2
export const TANKER_MIN_DISTANCE_FROM_LAND_NM = 50; // reg 34.1.3
export const TANKER_MAX_RATE_LITRES_PER_NM = 30; // reg 34.1.4

export type OilyWaterDischargeInput = {
  /** Machinery-space bilge water (reg 15). */
  gt: number;
  oilTanker?: boolean;
  oilContentPpm: number;
  enRoute: boolean;
  specialArea: boolean;
  /** The Antarctic area: no discharge at all (reg 15.4). */
  antarctic?: boolean;
  /** Oil filtering equipment of reg 14 in operation (ships under 400 GT: approved equipment, reg 15.6.2). */
  filteringEquipmentOperating: boolean;
  /** 15 ppm alarm with automatic stopping (reg 14.7), required in special areas for ships of 400 GT and above. */
  alarmAndAutomaticStop?: boolean;
  /** Oil tankers: bilge from cargo pump-rooms, or mixed with oil cargo residues (never allowed, reg 15.2.5). */
  fromCargoPumpRoomBilge?: boolean;
  mixedWithCargoResidues?: boolean;
};
export type OilDischargeDecision = { allowed: boolean; reason: string };

/** Machinery-space oily water discharge, MARPOL Annex I regulation 15 (and 14). */
export function oilyWaterDischargeAllowed(input: OilyWaterDischargeInput): OilDischargeDecision {
  const gt = assertPositive(input.gt, 'gt');
  const ppm = assertNonNegative(input.oilContentPpm, 'oilContentPpm');
  if (input.antarctic)
    return {
      allowed: false,
      reason: 'No discharge of oil or oily mixtures in the Antarctic area (reg 15.4)',
    };
  const large = gt >= 400;
  const rule = !large ? 'reg 15.6' : input.specialArea ? 'reg 15.3' : 'reg 15.2';
  const failures: string[] = [];
  if (!input.enRoute) failures.push('the ship must be proceeding en route');
  if (ppm > MAX_OIL_CONTENT_PPM) failures.push(`the oil content must not exceed ${MAX_OIL_CONTENT_PPM} ppm`);
  if (!input.filteringEquipmentOperating) failures.push('oil filtering equipment must be in operation');
  if (large && input.specialArea && !input.alarmAndAutomaticStop) {
    failures.push('in a special area the equipment needs the 15 ppm alarm and automatic stop (reg 14.7)');
  }
  if (input.oilTanker && input.fromCargoPumpRoomBilge)
    failures.push('not from cargo pump-room bilges on an oil tanker');
  if (input.oilTanker && input.mixedWithCargoResidues) failures.push('not mixed with oil cargo residues');
  return failures.length === 0
    ? { allowed: true, reason: `All conditions of ${rule} are met` }
    : { allowed: false, reason: `${rule}: ${failures.join('; ')}` };
}

/** Cargo-area discharges from an oil tanker, regulation 34.1 (outside special areas only, reg 34.2-34.3). */
export function tankerCargoAreaDischargeAllowed(input: {
  specialArea: boolean;
  distanceFromLandNm: number;
  enRoute: boolean;
  rateLitresPerNm: number;
  dischargedLitres: number;
  lastCargoLitres: number;
  /** Tankers delivered on or before 31 December 1979 may discharge 1/15,000 of the cargo (reg 34.1.5). */
  deliveredBefore1980?: boolean;
  odmeOperating: boolean;
}): OilDischargeDecision {
  const distance = assertNonNegative(input.distanceFromLandNm, 'distanceFromLandNm');
  const rate = assertNonNegative(input.rateLitresPerNm, 'rateLitresPerNm');
  const discharged = assertNonNegative(input.dischargedLitres, 'dischargedLitres');
  const cargo = assertPositive(input.lastCargoLitres, 'lastCargoLitres');
  const failures: string[] = [];
  if (input.specialArea) failures.push('not in a special area');
  if (distance <= TANKER_MIN_DISTANCE_FROM_LAND_NM) failures.push('more than 50 nm from the nearest land');
  if (!input.enRoute) failures.push('the tanker must be proceeding en route');
  if (rate > TANKER_MAX_RATE_LITRES_PER_NM) failures.push('at most 30 litres per nautical mile');
  const fraction = input.deliveredBefore1980 ? 15_000 : 30_000;
  if (discharged * fraction > cargo) failures.push(`in total at most 1/${fraction} of the last cargo`);
  if (!input.odmeOperating) failures.push('oil discharge monitoring and control system in operation');
  return failures.length === 0
    ? { allowed: true, reason: 'All conditions of reg 34.1 are met' }
    : { allowed: false, reason: `reg 34: ${failures.join('; ')}` };
}

export type RecordBooks = {
  oilRecordBookPartI: boolean;
  oilRecordBookPartII: boolean;
  garbageRecordBookPartI: boolean;
  garbageRecordBookPartII: boolean;
};

const OIL_TANKER_TYPES = ['oil_tanker', 'tanker', 'combination_carrier'];
const SOLID_BULK_TYPES = ['bulk_carrier', 'combination_carrier'];

/**
 * Record books a ship must carry: ORB Part I for oil tankers of 150 GT and above and other ships of
 * 400 GT and above (Annex I reg 17.1); Part II for oil tankers of 150 GT and above (reg 36.1); the GRB
 * for ships of 400 GT and above or certified for 15 persons or more on international voyages (Annex V
 * reg 10.3), Part II when the ship carries solid bulk cargo.
 */
export function recordBooksRequired(input: {
  gt: number;
  shipType: string;
  personsOnBoard: number;
  carriesSolidBulkCargo?: boolean;
  /** No longer decides since MEPC.360(79) (1 May 2024); kept for callers. */
  internationalVoyages?: boolean;
}): RecordBooks {
  const gt = assertNonNegative(input.gt, 'gt');
  const persons = assertNonNegative(input.personsOnBoard, 'personsOnBoard');
  const oilTanker = OIL_TANKER_TYPES.includes(input.shipType);
  // Annex V reg 10.3 as amended by MEPC.360(79), since 1 May 2024: 100 GT and above, or certified for
  // 15 persons or more (before: 400 GT, or 15 persons on voyages to other Parties' ports).
  const garbage = gt >= 100 || persons >= 15;
  const solidBulk = input.carriesSolidBulkCargo ?? SOLID_BULK_TYPES.includes(input.shipType);
  return {
    oilRecordBookPartI: oilTanker ? gt >= 150 : gt >= 400,
    oilRecordBookPartII: oilTanker && gt >= 150,
    garbageRecordBookPartI: garbage,
    garbageRecordBookPartII: garbage && solidBulk,
  };
}
