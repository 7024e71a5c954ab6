// Hours of work and rest as recorded per seafarer and UTC calendar day: 48 half-hour slots, '1' for
// work and '0' for rest ('0000...' is a day of rest). A day that is not recorded counts as rest.
// The same helpers judge the record in the browser (live) and on the server (the record sheet).
import type { RestViolation, TimePeriod, WorkViolation } from '../../rules/rest-hours';
import { isIsoDate } from '../../rules/input-bounds';
import { checkRestHours, checkWorkHours } from '../../rules/rest-hours';

export const SLOTS_PER_DAY = 48;
export const SLOT_MINUTES = 30;
export const REST_DAY = '0'.repeat(SLOTS_PER_DAY);
const DAY_MS = 86_400_000;
const SLOT_MS = SLOT_MINUTES * 60_000;

export type WorkRestDay = { date: string; slots: string };
export type HoursViolation = RestViolation | WorkViolation;
export type HoursViolationRule = HoursViolation['rule'];

export function isValidSlots(slots: unknown): slots is string {
  return typeof slots === 'string' && /^[01]{48}$/.test(slots);
}

/** The UTC date `days` after `date` (YYYY-MM-DD). */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates of a month 'YYYY-MM', first to last. */
export function datesOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** 'HH:MM' of the start of a slot. */
export function slotTime(slot: number): string {
  const minutes = slot * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Sets slots `from`..`to` (inclusive, either order) to work or rest. */
export function setSlots(slots: string, from: number, to: number, work: boolean): string {
  const [low, high] = from <= to ? [from, to] : [to, from];
  const cells = slots.split('');
  for (let i = Math.max(0, low); i <= Math.min(SLOTS_PER_DAY - 1, high); i++) cells[i] = work ? '1' : '0';
  return cells.join('');
}

/** Slots of the clock periods 'HH:MM'-'HH:MM' of one day (an end of '24:00' closes the day). */
export function slotsFromPeriods(periods: readonly { start: string; end: string }[]): string {
  let slots = REST_DAY;
  const toSlot = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    return Math.round((hours * 60 + minutes) / SLOT_MINUTES);
  };
  for (const period of periods) {
    const start = toSlot(period.start);
    const end = toSlot(period.end);
    if (end > start) slots = setSlots(slots, start, end - 1, true);
  }
  return slots;
}

export function workHoursOf(slots: string): number {
  return (slots.split('').filter((slot) => slot === '1').length * SLOT_MINUTES) / 60;
}

export function restHoursOf(slots: string): number {
  return 24 - workHoursOf(slots);
}

/** Days that one call may fill: a month and the week before it, with room to spare. */
const MAX_FILLED_DAYS = 400;

/**
 * Consecutive dates from `from` to `to`, each with its slots (rest where not recorded). Loops by the
 * count of days, not by comparing texts (the day after 9999-12-31 is '+010000-01-01', which sorts
 * before it); dates outside the API's years or a span of more than MAX_FILLED_DAYS throw.
 */
export function fillDays(days: readonly WorkRestDay[], from: string, to: string): WorkRestDay[] {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new Error(`fillDays: ${from} to ${to} are not dates`);
  const count = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (count > MAX_FILLED_DAYS)
    throw new Error(`fillDays: ${from} to ${to} is more than ${MAX_FILLED_DAYS} days`);
  const byDate = new Map(days.map((day) => [day.date, day.slots]));
  const filled: WorkRestDay[] = [];
  for (let index = 0; index < count; index++) {
    const date = shiftDate(from, index);
    filled.push({ date, slots: byDate.get(date) ?? REST_DAY });
  }
  return filled;
}

/** The periods of one kind ('0' rest, '1' work) of consecutive days as UTC instants. */
function periodsOf(days: readonly WorkRestDay[], kind: '0' | '1'): TimePeriod[] {
  const periods: TimePeriod[] = [];
  let start: number | undefined;
  let end = 0;
  for (const day of days) {
    const midnight = Date.parse(`${day.date}T00:00:00Z`);
    for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
      const at = midnight + slot * SLOT_MS;
      if (day.slots[slot] === kind) {
        if (start === undefined || at !== end) {
          if (start !== undefined) periods.push(period(start, end));
          start = at;
        }
        end = at + SLOT_MS;
      }
    }
  }
  if (start !== undefined) periods.push(period(start, end));
  return periods;
}

function period(start: number, end: number): TimePeriod {
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/**
 * MLC 2006 Standard A2.3 over consecutive days (from the first day's 00:00 to the day after the last):
 * the rest rules (10 h in 24, 77 h in 7 days, two periods one of 6 h, 14 h between rests) and the work
 * limits (14 h in 24, 72 h in 7 days).
 */
export function judgeDays(days: readonly WorkRestDay[]): HoursViolation[] {
  if (days.length === 0) return [];
  const from = `${days[0]!.date}T00:00:00.000Z`;
  const to = `${shiftDate(days[days.length - 1]!.date, 1)}T00:00:00.000Z`;
  const rest = checkRestHours(periodsOf(days, '0'), { from, to });
  const work = checkWorkHours(periodsOf(days, '1'), { from, to });
  return [...rest, ...work].sort((a, b) => a.windowStart.localeCompare(b.windowStart));
}

/** The UTC date a violation is shown on: the day its window ends (the last instant inside it). */
export function violationDate(violation: HoursViolation): string {
  return new Date(Date.parse(violation.windowEnd) - 1).toISOString().slice(0, 10);
}

export type DaySummary = {
  date: string;
  slots: string;
  restHours: number;
  workHours: number;
  /** Rest in the 7 calendar days ending with this day. */
  restHours7Days: number;
  violations: HoursViolation[];
};

/**
 * The days of `dates` with totals and the violations that end on each, judged together with the
 * 6 days before the first so a 7-day window crossing the start is judged too.
 */
export function summarizeDays(records: readonly WorkRestDay[], dates: readonly string[]): DaySummary[] {
  if (dates.length === 0) return [];
  const first = dates[0]!;
  const all = fillDays(records, shiftDate(first, -6), dates[dates.length - 1]!);
  const violations = judgeDays(all).filter((violation) => violationDate(violation) >= first);
  return dates.map((date) => {
    const index = all.findIndex((day) => day.date === date);
    const slots = all[index]!.slots;
    const week = all.slice(Math.max(0, index - 6), index + 1);
    return {
      date,
      slots,
      restHours: restHoursOf(slots),
      workHours: workHoursOf(slots),
      restHours7Days: week.reduce((sum, day) => sum + restHoursOf(day.slots), 0),
      violations: violations.filter((violation) => violationDate(violation) === date),
    };
  });
}
