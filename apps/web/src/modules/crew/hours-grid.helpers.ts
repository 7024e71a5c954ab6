// Pure helpers of the working-hours grid: months, keyboard moves and the cells a violation covers.
import type { HoursViolation } from '@mars/domain';
import { SLOTS_PER_DAY } from '@mars/domain';

export type CellPosition = { row: number; slot: number };

const SLOT_MS = 30 * 60_000;

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** 'YYYY-MM' shifted by whole months. */
export function shiftMonth(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

export function isMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The cell an arrow, Home or End key moves to; the same cell for any other key. */
export function moveCell(position: CellPosition, key: string, rowCount: number): CellPosition {
  const last = SLOTS_PER_DAY - 1;
  switch (key) {
    case 'ArrowLeft':
      return { ...position, slot: Math.max(0, position.slot - 1) };
    case 'ArrowRight':
      return { ...position, slot: Math.min(last, position.slot + 1) };
    case 'ArrowUp':
      return { ...position, row: Math.max(0, position.row - 1) };
    case 'ArrowDown':
      return { ...position, row: Math.min(rowCount - 1, position.row + 1) };
    case 'Home':
      return { ...position, slot: 0 };
    case 'End':
      return { ...position, slot: last };
    default:
      return position;
  }
}

/** Whether a slot of a day lies inside the window of a violation. */
export function slotInWindow(date: string, slot: number, violation: HoursViolation): boolean {
  const start = Date.parse(`${date}T00:00:00Z`) + slot * SLOT_MS;
  return start >= Date.parse(violation.windowStart) && start + SLOT_MS <= Date.parse(violation.windowEnd);
}

/** Violations judged over one day or less, whose window is drawn on the grid (7-day ones mark the row). */
export function isDailyRule(violation: HoursViolation): boolean {
  return violation.rule !== 'rest7d' && violation.rule !== 'work7d';
}

/** 'DD.MM. HH:MM' of a UTC instant, for the window of a violation. */
export function shortInstant(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}. ${iso.slice(11, 16)}`;
}
