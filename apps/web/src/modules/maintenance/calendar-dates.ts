// Date arithmetic of the maintenance calendar on plain 'YYYY-MM-DD' strings (UTC, weeks start Monday).
const DAY_MS = 86_400_000;

export type CalendarView = 'month' | 'week';

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week the date lies in. */
export function startOfWeek(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function addMonths(date: string, months: number): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const index = year * 12 + month - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The weeks shown for a view: whole weeks Monday to Sunday covering the month, or the one week. */
export function calendarWeeks(view: CalendarView, anchor: string): string[][] {
  const first = view === 'month' ? startOfWeek(startOfMonth(anchor)) : startOfWeek(anchor);
  const last = view === 'month' ? addDays(addMonths(anchor, 1), -1) : addDays(first, 6);
  const weeks: string[][] = [];
  for (let start = first; start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, day) => addDays(start, day)));
  }
  return weeks;
}

/** The anchor one view earlier or later. */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  return view === 'month' ? addMonths(anchor, step) : addDays(anchor, 7 * step);
}
