// The ballast water record book's rules (BWM Convention, Appendix II as amended by MEPC.369(80), coded
// entries in force since 1 February 2025; guidance BWM.2/Circ.80/Rev.1; domain-reference sections 5.4
// and 9.2). Sources read for the codes and items: the BWM.2/Circ.80 guidance on record-keeping (its
// Appendix 1 example entries) and the code A items as transcribed at knowledgeofsea.com ('Entries in
// the ballast water record book'): A.1 start time and location, A.2 completion time, location and
// minimum depth, A.3 tanks, A.4 estimated volume taken up and final total retained, A.5 in accordance
// with the BWMP, A.6 treatment method. The items of B-H follow one transcription (domain-reference
// 9.2, rated [M]): the screen's help says so. Pure: the server's summary, its PDF and the tests read them.
import { isoTextOf } from '../../rules/dates';
import { numberOrNull, roundTo } from '../../rules/numbers';
import { TANKER_MIN_DISTANCE_FROM_LAND_NM } from '../../rules/marpol-annex-i';
import type { BookRow as Row, BookTank as Tank, BookWarning, TankLevel } from './record-book';
import { entryWarner, tankLevelOf } from './record-book';
// The entries that count, in the book's order: the live ones no later entry corrects (both books alike).
import { effectiveEntries } from './oil-record-book';

/** The codes of the form (MEPC.369(80)). */
export const BWRB_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type BwrbCode = (typeof BWRB_CODES)[number];

/** Item 6 of A and B, item 4 of C: how the water was managed. */
export const BWRB_METHODS = [
  'bwms',
  'exchange_sequential',
  'exchange_flow_through',
  'exchange_dilution',
  'internal_circulation',
  'reception_facility',
  'none',
] as const;
export const BWRB_EXCHANGE_METHODS: readonly string[] = [
  'exchange_sequential',
  'exchange_flow_through',
  'exchange_dilution',
];

/** Spec section 9: compliant, non-compliant, pending analysis; treated or untreated. */
export const BWRB_D2_STATUSES = ['compliant', 'non_compliant', 'pending_analysis', 'untreated'] as const;

/** D and E: whether the water came on board or left it. */
export const BWRB_FLOWS = ['uptake', 'discharge'] as const;

/** Codes that move water into or out of the ship's tanks (C exchanges it in place). */
const UPTAKE_CODES: readonly string[] = ['A'];
const DISCHARGE_CODES: readonly string[] = ['B'];
const FLOW_CODES: readonly string[] = ['D', 'E'];
/** Codes whose entry names a tank and an estimated volume (items 3 and 4). */
export const BWRB_VOLUME_CODES: readonly string[] = ['A', 'B', 'C', 'D', 'E'];

/** Reg B-4.1: exchange at least 200 NM from the nearest land in water at least 200 m deep ... */
export const BWE_PREFERRED_DISTANCE_NM = 200;
/** ... or, where that is not possible, at least 50 NM (the same distance as MARPOL's tanker rule). */
export const BWE_MIN_DISTANCE_NM = TANKER_MIN_DISTANCE_FROM_LAND_NM;
export const BWE_MIN_DEPTH_M = 200;

/** The dates the requirements panel names (domain-reference 9.2, reg B-3 as amended by MEPC.297(72)). */
export const BWM_DATES = {
  /** D-2 at the first IOPP renewal survey on or after 8 September 2019, for every ship by 8 September 2024. */
  d2AllShips: '2024-09-08',
  d2FirstRenewal: '2019-09-08',
  /** The coded form of MEPC.369(80). */
  codedForm: '2025-02-01',
  /** Flag approval of an electronic record book against MEPC.372(80), required by MEPC.383(81). */
  electronicApproval: '2025-10-01',
} as const;

export const BWRB_WARNINGS = [
  'retained_below_zero',
  'retained_above_capacity',
  'total_differs',
  'exchange_too_close',
  'exchange_too_shallow',
  'untreated_discharge',
  'd2_non_compliant',
  'bwms_failure_open',
] as const;
export type BwrbWarningCode = (typeof BWRB_WARNINGS)[number];

export type BwrbWarning = BookWarning<BwrbWarningCode>;

export type BallastTankState = {
  tank_id: string;
  name: string;
  capacity_m3: number;
  retained_m3: number;
  last_entry_date: string | null;
  state: TankLevel;
};

/** A stated final total may differ from the entries' by this much (1 m3 or 1 %): volumes are estimates. */
export const BWRB_TOTAL_TOLERANCE_M3 = 1;
const round = (value: number) => roundTo(value, 2);
const num = numberOrNull;
const dateOf = isoTextOf;

/** +1 for water taken on board, -1 for water that left, 0 for an exchange or a remark. */
export function ballastFlowSign(entry: Row): number {
  const code = String(entry.code ?? '');
  if (UPTAKE_CODES.includes(code)) return 1;
  if (DISCHARGE_CODES.includes(code)) return -1;
  if (FLOW_CODES.includes(code)) return entry.flow === 'uptake' ? 1 : entry.flow === 'discharge' ? -1 : 0;
  return 0;
}

/**
 * The ballast water retained in each ballast tank and the ship's total, walking the entries in order,
 * and the warnings of entries that do not add up (a discharge of water no entry took up is a gap in the
 * book) or that the convention questions (an exchange closer than 50 NM or in less than 200 m, a
 * discharge at sea of unmanaged water once D-2 applies, a failed BWMS not yet back in operation).
 */
export function deriveBallastBook(input: {
  tanks: readonly Tank[];
  entries: readonly Row[];
  today: string;
}): { tanks: BallastTankState[]; total_retained_m3: number; warnings: BwrbWarning[] } {
  const tanks = input.tanks.filter((tank) => tank.tank_type === 'ballast_water');
  const retained = new Map<string, number>(tanks.map((tank) => [tank.id, 0]));
  const capacity = new Map(tanks.map((tank) => [tank.id, Number(tank.capacity_m3)]));
  const last = new Map<string, string>();
  const warnings: BwrbWarning[] = [];
  const d2Applies = input.today >= BWM_DATES.d2AllShips;
  for (const entry of effectiveEntries(input.entries)) {
    const warn = entryWarner(warnings, entry);
    const code = String(entry.code ?? '');
    const tank = typeof entry.tank_id === 'string' && retained.has(entry.tank_id) ? entry.tank_id : null;
    const volume = num(entry.volume_m3);
    const sign = ballastFlowSign(entry);
    if (tank && volume !== null && sign !== 0) {
      const value = retained.get(tank)! + sign * volume;
      retained.set(tank, value);
      last.set(tank, dateOf(entry.operation_date).slice(0, 10));
      const level = tankLevelOf(value, capacity.get(tank)!);
      if (level === 'below_zero') warn('retained_below_zero', tank, value);
      if (level === 'above_capacity') warn('retained_above_capacity', tank, value);
    }
    const stated = num(entry.total_retained_m3);
    if (stated !== null && sign !== 0) {
      const total = [...retained.values()].reduce((sum, value) => sum + value, 0);
      const tolerance = Math.max(BWRB_TOTAL_TOLERANCE_M3, stated * 0.01);
      if (Math.abs(total - stated) > tolerance) warn('total_differs', tank, total);
    }
    const method = String(entry.treatment_method ?? '');
    if (code === 'C' && BWRB_EXCHANGE_METHODS.includes(method)) {
      const distance = num(entry.distance_from_land_nm);
      const depth = num(entry.min_depth_m);
      if (distance !== null && distance < BWE_MIN_DISTANCE_NM) warn('exchange_too_close', tank, distance);
      if (depth !== null && depth < BWE_MIN_DEPTH_M) warn('exchange_too_shallow', tank, depth);
    }
    if (code === 'B' && d2Applies && !entry.port) {
      if (method === 'none' || entry.d2_status === 'untreated') warn('untreated_discharge', tank, volume);
    }
    if (entry.d2_status === 'non_compliant') warn('d2_non_compliant', tank, num(entry.organism_count));
    if (code === 'F' && !entry.end_at) warn('bwms_failure_open', null, null);
  }
  const states = tanks.map((tank): BallastTankState => {
    const value = round(retained.get(tank.id)!);
    const cap = capacity.get(tank.id)!;
    return {
      tank_id: tank.id,
      name: tank.name,
      capacity_m3: cap,
      retained_m3: value,
      last_entry_date: last.get(tank.id) ?? null,
      state: tankLevelOf(value, cap),
    };
  });
  const total = round(states.reduce((sum, tank) => sum + tank.retained_m3, 0));
  return { tanks: states, total_retained_m3: total, warnings };
}

export const BWRB_READINESS_CHECKS = [
  'not_signed',
  'not_certified',
  'warnings',
  'chain_broken',
  'no_ballast_tanks',
] as const;
export type BwrbReadinessCheck = (typeof BWRB_READINESS_CHECKS)[number];

/** Entries older than this still unsigned count against the readiness (the day's work may wait). */
export const BWRB_SIGN_WITHIN_DAYS = 1;

/**
 * What a port state control officer would find (MEPC.252(67) guidelines for PSC under the BWM
 * Convention look at the record book first): entries without the officer's signature, signed entries
 * the Master has not certified, entries that do not add up, a broken chain, no ballast tanks listed.
 */
export function ballastReadiness(input: {
  entries: readonly Row[];
  warnings: readonly BwrbWarning[];
  chainOk: boolean;
  ballastTanks: number;
  today: string;
}): { ready: boolean; checks: { check: BwrbReadinessCheck; count: number }[] } {
  const live = input.entries.filter((entry) => !entry.deleted_at);
  const cutoff = new Date(Date.parse(`${input.today}T00:00:00Z`) - BWRB_SIGN_WITHIN_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const counts: Record<BwrbReadinessCheck, number> = {
    not_signed: live.filter(
      (entry) =>
        (entry.status === 'draft' || entry.status === 'completed') &&
        dateOf(entry.operation_date).slice(0, 10) < cutoff,
    ).length,
    not_certified: live.filter((entry) => entry.status === 'signed').length,
    warnings: new Set(input.warnings.map((warning) => warning.entry_id)).size,
    chain_broken: input.chainOk ? 0 : 1,
    no_ballast_tanks: input.ballastTanks === 0 ? 1 : 0,
  };
  const checks = BWRB_READINESS_CHECKS.map((check) => ({ check, count: counts[check] }));
  return { ready: checks.every((check) => check.count === 0), checks };
}

export const BWM_REQUIREMENTS = [
  'record_book',
  'coded_form',
  'd2_standard',
  'd1_exchange',
  'certificate',
  'electronic_approval',
] as const;
export type BwmRequirement = (typeof BWM_REQUIREMENTS)[number];

/** The BWM certificate (reg E-2) is for ships of 400 GT and above. */
export const BWM_CERTIFICATE_MIN_GT = 400;

/**
 * What the convention asks of this vessel today: the book itself (reg B-2, all ships), its coded form
 * (since 1 Feb 2025), the D-2 standard (reg B-3: at the first IOPP renewal survey on or after 8 Sep
 * 2019, for every ship by 8 Sep 2024), exchange to D-1 only as a contingency after that (reg B-4:
 * 200 NM / 200 m, else 50 NM / 200 m), the certificate from 400 GT (reg E-2), and flag approval of an
 * electronic book (MEPC.383(81), since 1 Oct 2025). A tonnage not recorded counts as 400 GT or more:
 * the panel must not hide a duty the ship may owe.
 */
export function ballastRequirements(
  vessel: { gross_tonnage?: number | null },
  today: string,
): { requirement: BwmRequirement; applies: boolean; since: string | null }[] {
  const d2 = today >= BWM_DATES.d2AllShips;
  return [
    { requirement: 'record_book', applies: true, since: null },
    { requirement: 'coded_form', applies: today >= BWM_DATES.codedForm, since: BWM_DATES.codedForm },
    { requirement: 'd2_standard', applies: d2, since: BWM_DATES.d2AllShips },
    { requirement: 'd1_exchange', applies: !d2, since: null },
    {
      requirement: 'certificate',
      applies: (vessel.gross_tonnage ?? BWM_CERTIFICATE_MIN_GT) >= BWM_CERTIFICATE_MIN_GT,
      since: null,
    },
    {
      requirement: 'electronic_approval',
      applies: today >= BWM_DATES.electronicApproval,
      since: BWM_DATES.electronicApproval,
    },
  ];
}
