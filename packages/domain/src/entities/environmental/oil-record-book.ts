// The oil record book's rules (MARPOL Annex I Appendix III as amended by MEPC.187(59); domain-reference
// sections 5.3 and 9.3): entries by code and item number, the retained on board (ROB) of each tank
// derived from the entries and never balanced by hand, and the warnings of entries that do not add up
// or that the rules forbid. Pure: the server's summary, its PDF and the tests read them.
import { isoTextOf } from '../../rules/dates';
import { numberOrNull, roundTo } from '../../rules/numbers';
import {
  MAX_OIL_CONTENT_PPM,
  OIL_RECORD_BOOK_PART_I_CODES,
  OIL_RECORD_BOOK_PART_II_CODES,
  TANKER_MIN_DISTANCE_FROM_LAND_NM,
  oilyWaterDischargeAllowed,
  recordBooksRequired,
} from '../../rules/marpol-annex-i';
import type { BookRow as Row, BookTank as Tank, BookWarning, TankLevel } from './record-book';
import { entryWarner, tankLevelOf } from './record-book';
import type { TankType } from './vessel-tank.entity';
import { RESIDUE_TANK_TYPES } from './vessel-tank.entity';

export const ORB_PARTS = ['I', 'II'] as const;
export type OrbPart = (typeof ORB_PARTS)[number];

const PART_I_LETTERS = Object.keys(
  OIL_RECORD_BOOK_PART_I_CODES,
) as (keyof typeof OIL_RECORD_BOOK_PART_I_CODES)[];
const PART_II_LETTERS = Object.keys(
  OIL_RECORD_BOOK_PART_II_CODES,
) as (keyof typeof OIL_RECORD_BOOK_PART_II_CODES)[];

/** The codes of both parts as stored: the part and the letter of the form ('I-H', 'II-C'). */
export const ORB_CODES = [
  ...PART_I_LETTERS.map((letter) => `I-${letter}` as const),
  ...PART_II_LETTERS.map((letter) => `II-${letter}` as const),
] as const;
export type OrbCode = (typeof ORB_CODES)[number];

/** The part a code belongs to. */
/**
 * The parts of the book a vessel keeps (reg 36: Part II only on oil tankers of 150 GT and above, by the
 * vessel's type). A tanker whose tonnage is not recorded keeps Part II: the rule must not hide a part
 * the ship may owe.
 */
export function orbPartsKept(vessel: { vessel_type: string; gross_tonnage?: number | null }): OrbPart[] {
  const gt = vessel.gross_tonnage ?? Number.MAX_SAFE_INTEGER;
  const books = recordBooksRequired({ gt, shipType: vessel.vessel_type, personsOnBoard: 0 });
  return books.oilRecordBookPartII ? ['I', 'II'] : ['I'];
}

export function partOfCode(code: string): OrbPart | undefined {
  if (code.startsWith('II-')) return 'II';
  return code.startsWith('I-') ? 'I' : undefined;
}

/** The letter of the form ('H' of 'I-H'). */
export function letterOfCode(code: string): string {
  return code.slice(code.indexOf('-') + 1);
}

/**
 * The item numbers of Part I by code (Appendix III, Part I, as amended by MEPC.187(59)): an entry names
 * the code and the item (H 26.3), as the form does. Code I has no numbered items.
 */
export const ORB_PART_I_ITEMS: Readonly<Record<string, readonly string[]>> = {
  'I-A': ['1', '2', '3.1', '3.2', '3.3', '4.1', '4.2'],
  'I-B': ['5', '6', '7', '8', '9.1', '9.2', '10'],
  'I-C': ['11.1', '11.2', '11.3', '11.4', '12.1', '12.2', '12.3', '12.4'],
  'I-D': ['13', '14', '15.1', '15.2', '15.3'],
  'I-E': ['16', '17', '18'],
  'I-F': ['19', '20', '21'],
  'I-G': ['22', '23', '24', '25'],
  'I-H': ['26.1', '26.2', '26.3', '26.4'],
  'I-I': [],
};

/** Items that discharge oily water into the sea through the 15 ppm equipment (reg 15). */
export const ORB_OVERBOARD_ITEMS: readonly string[] = ['I-B 9.1', 'I-D 15.1'];
/** Part II codes that discharge into the sea from the cargo area (reg 34). */
export const ORB_CARGO_AREA_DISCHARGE_CODES: readonly string[] = ['II-H', 'II-I', 'II-K', 'II-L'];

/** 'H 26.3' as the book prints it. */
export function orbCodeItem(code: unknown, item: unknown): string {
  const letter = typeof code === 'string' ? letterOfCode(code) : '';
  return typeof item === 'string' && item ? `${letter} ${item}` : letter;
}

export const ORB_WARNINGS = [
  'rob_below_zero',
  'rob_above_capacity',
  'measured_differs',
  'oil_content_over_limit',
  'oil_content_missing',
  'not_en_route',
  'too_close_to_land',
  'special_area_discharge',
] as const;
export type OrbWarningCode = (typeof ORB_WARNINGS)[number];

export type OrbWarning = BookWarning<OrbWarningCode>;

export type TankRob = {
  tank_id: string;
  name: string;
  tank_type: string;
  capacity_m3: number;
  rob_m3: number;
  /** The last entry that moved or measured the tank. */
  last_entry_date: string | null;
  state: TankLevel;
};

/** A sounding of a residue tank may differ from the derived ROB by this much (0.5 m3 or 5 %). */
export const ORB_SOUNDING_TOLERANCE_M3 = 0.5;
const SOUNDING_TOLERANCE_SHARE = 0.05;
const round = (value: number) => roundTo(value, 2);
const num = numberOrNull;
const dateOf = isoTextOf;

/** The order the book's operations took place: by date, start time, then when they were written. */
export function orbChronological(a: Row, b: Row): number {
  const key = (row: Row) =>
    [
      dateOf(row.operation_date).slice(0, 10),
      dateOf(row.start_at),
      dateOf(row.created_at),
      String(row.id),
    ].join('|');
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

/** The entries that count: every live entry that no later entry corrects (the correction counts instead). */
export function effectiveEntries(entries: readonly Row[]): Row[] {
  const corrected = new Set(entries.map((entry) => entry.corrects_id).filter((id) => id));
  return entries.filter((entry) => !corrected.has(entry.id) && !entry.deleted_at).sort(orbChronological);
}

/**
 * The retained on board of each tank and the warnings of the entries, walking the entries in order:
 * a quantity leaves the tank it comes from and enters the tank it goes to; a measured total content
 * (a weekly inventory C 11.3, the content after bunkering H 26.3) becomes the tank's ROB, and on a
 * residue tank it must not be less than what the entries leave in it.
 */
export function deriveOilRecordBook(input: {
  tanks: readonly Tank[];
  entries: readonly Row[];
  gt?: number | null;
}): { tanks: TankRob[]; warnings: OrbWarning[] } {
  const rob = new Map<string, number>(input.tanks.map((tank) => [tank.id, 0]));
  const last = new Map<string, string>();
  const byId = new Map(input.tanks.map((tank) => [tank.id, tank]));
  const warnings: OrbWarning[] = [];
  for (const entry of effectiveEntries(input.entries)) {
    const warn = entryWarner(warnings, entry);
    const quantity = num(entry.quantity_m3);
    const from = typeof entry.tank_from_id === 'string' ? entry.tank_from_id : null;
    const to = typeof entry.tank_to_id === 'string' ? entry.tank_to_id : null;
    const day = dateOf(entry.operation_date).slice(0, 10);
    if (quantity !== null && from && rob.has(from)) {
      rob.set(from, rob.get(from)! - quantity);
      last.set(from, day);
    }
    if (quantity !== null && to && rob.has(to)) {
      rob.set(to, rob.get(to)! + quantity);
      last.set(to, day);
    }
    const measured = num(entry.tank_total_m3);
    const measuredTank = to ?? from;
    if (measured !== null && measuredTank && rob.has(measuredTank)) {
      const derived = rob.get(measuredTank)!;
      const tank = byId.get(measuredTank)!;
      const tolerance = Math.max(ORB_SOUNDING_TOLERANCE_M3, measured * SOUNDING_TOLERANCE_SHARE);
      // Residues and bilge water grow by themselves (separators, bilge wells); less than the entries
      // leave in the tank is what does not add up (oil gone without an entry).
      if (RESIDUE_TANK_TYPES.includes(tank.tank_type as TankType) && derived - measured > tolerance) {
        warn('measured_differs', measuredTank, derived);
      }
      rob.set(measuredTank, measured);
      last.set(measuredTank, day);
    }
    for (const tankId of new Set([from, to, measuredTank])) {
      if (!tankId || !rob.has(tankId)) continue;
      const value = rob.get(tankId)!;
      const level = tankLevelOf(value, Number(byId.get(tankId)!.capacity_m3));
      if (level === 'below_zero') warn('rob_below_zero', tankId, value);
      if (level === 'above_capacity') warn('rob_above_capacity', tankId, value);
    }
    dischargeWarnings(entry, input.gt ?? null, warn);
  }
  const tanks = input.tanks.map((tank): TankRob => {
    const value = round(rob.get(tank.id)!);
    const capacity = Number(tank.capacity_m3);
    return {
      tank_id: tank.id,
      name: tank.name,
      tank_type: tank.tank_type,
      capacity_m3: capacity,
      rob_m3: value,
      last_entry_date: last.get(tank.id) ?? null,
      state: tankLevelOf(value, capacity),
    };
  });
  return { tanks, warnings };
}

/**
 * What the rules say of a discharge into the sea: machinery-space oily water through the 15 ppm
 * equipment under reg 15 (oilyWaterDischargeAllowed: en route, at most 15 ppm; the regulation sets no
 * distance from land for it), and cargo-area discharges of a tanker under reg 34 (more than 50 NM from
 * land, outside special areas).
 */
function dischargeWarnings(
  entry: Row,
  gt: number | null,
  warn: (warning: OrbWarningCode, tankId: string | null, value: number | null) => void,
): void {
  const code = String(entry.code ?? '');
  const ppm = num(entry.oil_content_ppm);
  const tank = typeof entry.tank_from_id === 'string' ? entry.tank_from_id : null;
  if (ORB_OVERBOARD_ITEMS.includes(`${code} ${String(entry.item ?? '')}`)) {
    if (ppm === null) {
      warn('oil_content_missing', tank, null);
      return;
    }
    const decision = oilyWaterDischargeAllowed({
      gt: gt && gt > 0 ? gt : 400,
      oilContentPpm: ppm,
      enRoute: entry.en_route !== false,
      specialArea: entry.special_area === true,
      // Through the 15 ppm equipment (the item says so), with the alarm and stop of its IOPP record.
      filteringEquipmentOperating: true,
      alarmAndAutomaticStop: true,
    });
    if (decision.allowed) return;
    if (ppm > MAX_OIL_CONTENT_PPM) warn('oil_content_over_limit', tank, ppm);
    if (entry.en_route === false) warn('not_en_route', tank, null);
    return;
  }
  if (ORB_CARGO_AREA_DISCHARGE_CODES.includes(code)) {
    const distance = num(entry.distance_from_land_nm);
    if (entry.special_area === true) warn('special_area_discharge', tank, null);
    if (distance !== null && distance <= TANKER_MIN_DISTANCE_FROM_LAND_NM)
      warn('too_close_to_land', tank, distance);
    if (entry.en_route === false) warn('not_en_route', tank, null);
  }
}
