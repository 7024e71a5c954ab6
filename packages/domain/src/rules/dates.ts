// Calendar helpers shared by the rules. Pure: no clock, no local time zone (everything is UTC).
// Internal to packages/domain (not exported from the entry point).

export type CalendarDate = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Parses a calendar date 'YYYY-MM-DD'; a date that does not exist (2023-02-29) throws. */
export function parseIsoDate(value: string, label = 'date'): CalendarDate {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) throw new Error(`${label} must be a date as YYYY-MM-DD, got ${JSON.stringify(value)}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) throw new Error(`${label} ${value} is not a date of the calendar`);
  return { year, month, day };
}

/** Whether the value is a real calendar date 'YYYY-MM-DD' (of any year: the API's bounds are isIsoDate). */
export function isRealIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Days since 1970-01-01 (UTC), so that date arithmetic is exact integer arithmetic. */
export function toDayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

export function fromDayNumber(dayNumber: number): CalendarDate {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * Adds calendar months; a day that does not exist in the target month is clamped to its last day
 * (31 May - 3 months = 28/29 Feb; 30 Nov + 3 months = 28/29 Feb).
 */
export function addMonthsClamped(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Adds whole years; 29 February becomes 28 February in a common year. */
export function addYearsClamped(date: CalendarDate, years: number): CalendarDate {
  return addMonthsClamped(date, years * 12);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

/**
 * Parses an ISO 8601 date-time with an explicit zone ('Z' or '+hh:mm') into epoch milliseconds.
 * A value without a zone is refused: it would otherwise be read in the local time zone of the machine.
 */
export function parseUtcDateTime(value: string, label = 'date-time'): number {
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  if (!match) {
    throw new Error(
      `${label} must be an ISO date-time with a zone such as 2024-01-31T06:00:00Z, got ${JSON.stringify(value)}`,
    );
  }
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((i) => Number(match[i])) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(match[6] ?? 0);
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) {
    throw new Error(`${label} ${value} is not a real date and time`);
  }
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`${label} ${value} is not a real date and time`);
  return ms;
}

export function formatUtcDateTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** A date or time read from a row (a Date, or its ISO text) as ISO text, or '' where the row holds none. */
export function isoTextOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
}

/** The day (YYYY-MM-DD) of a date or time read from a row, or ''. */
export function dayTextOf(value: unknown): string {
  return isoTextOf(value).slice(0, 10);
}
