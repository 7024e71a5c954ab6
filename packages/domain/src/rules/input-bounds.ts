// The bounds of every date, month, instant and number the API accepts: one rule for the entity
// schemas, the list filters and every route, so no request names a value the database cannot store
// or a computation that does not end (a month of the year 9999).
import { z } from 'zod';

import { isRealIsoDate, parseUtcDateTime } from './dates';

/** The first and last year of any date the API accepts. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** The largest whole number an `integer` column holds. */
export const MAX_INTEGER = 2_147_483_647;
/** The largest magnitude of a number without its own bounds: exact in a double, easily a numeric. */
export const MAX_NUMBER = 1e12;

const yearInBounds = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A real calendar date 'YYYY-MM-DD' of the years MIN_YEAR to MAX_YEAR. */
export function isIsoDate(value: string): boolean {
  return isRealIsoDate(value) && yearInBounds(value);
}

/** A month 'YYYY-MM' of the years MIN_YEAR to MAX_YEAR. */
export function isIsoMonth(value: string): boolean {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && yearInBounds(value);
}

/** An ISO 8601 date-time with a zone ('Z' or '+hh:mm'), real, of the years MIN_YEAR to MAX_YEAR. */
export function isIsoDateTime(value: string): boolean {
  try {
    parseUtcDateTime(value);
    return yearInBounds(value);
  } catch {
    return false;
  }
}

/** The field code of a date that is not one the API accepts: its format, or its years. */
function dateIssue(isValid: (value: string) => boolean, isReal: (value: string) => boolean) {
  return z.string().superRefine((value, context) => {
    if (isValid(value)) return;
    const key = isReal(value) ? 'validation:dateBounds' : 'validation:dateFormat';
    context.addIssue({ code: 'custom', params: { key }, input: value });
  });
}

/** 'YYYY-MM-DD' within the bounds (routes and entity fields). */
export const isoDateSchema = dateIssue(isIsoDate, isRealIsoDate);
/** 'YYYY-MM' within the bounds. */
export const isoMonthSchema = dateIssue(isIsoMonth, (value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value));
/** An instant with a zone within the bounds. */
export const isoDateTimeSchema = dateIssue(isIsoDateTime, (value) => {
  try {
    parseUtcDateTime(value);
    return true;
  } catch {
    return false;
  }
});

/**
 * The least and greatest value of a number field: its own min and max, else what its column holds
 * (an integer column: ±2^31-1; numeric: ±MAX_NUMBER, whole and exact in a double).
 */
export function numberBounds(field: { min?: number; max?: number; integer?: boolean }): {
  min: number;
  max: number;
} {
  const limit = field.integer ? MAX_INTEGER : MAX_NUMBER;
  return { min: field.min ?? -limit, max: field.max ?? limit };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a UUID as rows' ids and references are (any version). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
