// Field validation of spec section 5, returning i18n keys of the `validation` namespace
// (packages/i18n/locales/<lang>/validation.json). null means "no error".
import { addYearsClamped, compareDates, formatIsoDate, parseIsoDate } from './dates';
import { isIsoDate } from './input-bounds';
import { isValidImoNumber } from './imo-number';

export type ValidationKey =
  | 'validation:required'
  | 'validation:email'
  | 'validation:phone'
  | 'validation:dateFormat'
  | 'validation:number'
  | 'validation:positiveNumber'
  | 'validation:between'
  | 'validation:expiryAfterIssue'
  | 'validation:dateInFuture'
  | 'validation:dateInPast'
  | 'validation:dateRange'
  | 'validation:password.minLength'
  | 'validation:password.uppercase'
  | 'validation:password.lowercase'
  | 'validation:password.number'
  | 'validation:password.special'
  | 'validation:password.mismatch'
  | 'validation:imoNumber'
  | 'validation:latitude'
  | 'validation:longitude'
  | 'validation:crewAge';

/** A message with interpolation values, for `t(issue.key, issue.params)`. */
export type ValidationIssue = { key: ValidationKey; params?: Record<string, string | number> };

export const PASSWORD_MIN_LENGTH = 8; // spec section 9
export { PASSWORD_RESET_LINK_MINUTES } from '../auth/password-reset';
export const CREW_MIN_AGE = 18; // spec sections 5 and 9
export const CREW_MAX_AGE = 70;

/**
 * Spec section 5: at least 8 characters, one uppercase letter, one lowercase letter, one number and
 * one special character. Letters are Unicode-aware (Ä counts as uppercase); a special character is
 * anything that is neither a letter, a digit nor white space. Length counts characters, not UTF-16 units.
 */
export function passwordPolicyErrors(password: string): ValidationKey[] {
  const errors: ValidationKey[] = [];
  const text = typeof password === 'string' ? password : '';
  if ([...text].length < PASSWORD_MIN_LENGTH) errors.push('validation:password.minLength');
  if (!/\p{Lu}/u.test(text)) errors.push('validation:password.uppercase');
  if (!/\p{Ll}/u.test(text)) errors.push('validation:password.lowercase');
  if (!/\p{Nd}/u.test(text)) errors.push('validation:password.number');
  if (!/[^\p{L}\p{N}\s]/u.test(text)) errors.push('validation:password.special');
  return errors;
}

export function passwordConfirmationError(password: string, confirmation: string): ValidationKey | null {
  return password === confirmation ? null : 'validation:password.mismatch';
}

// The WHATWG HTML definition of a valid e-mail address (input type=email), so server and browser agree.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** An address as the browser's type=email accepts it (WHATWG HTML), at most 254 characters. */
export function isValidEmail(value: string): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** International numbers: optional +, then 7 to 15 digits (E.164) with spaces, dots, dashes or brackets. */
export function isValidPhone(value: string): boolean {
  if (typeof value !== 'string' || !/^\+?[\d\s().-]+$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function requiredError(value: unknown): ValidationKey | null {
  return isBlank(value) ? 'validation:required' : null;
}

export function emailError(value: string): ValidationKey | null {
  if (isBlank(value)) return 'validation:required';
  return isValidEmail(value) ? null : 'validation:email';
}

export function phoneError(value: string): ValidationKey | null {
  return isValidPhone(value) ? null : 'validation:phone';
}

export function imoNumberError(value: string): ValidationKey | null {
  return isValidImoNumber(value) ? null : 'validation:imoNumber';
}

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export function numberError(value: number | string): ValidationKey | null {
  return toNumber(value) === null ? 'validation:number' : null;
}

/** Strictly greater than zero. */
export function positiveNumberError(value: number | string): ValidationKey | null {
  const number = toNumber(value);
  if (number === null) return 'validation:number';
  return number > 0 ? null : 'validation:positiveNumber';
}

/** '{{field}} must be between {{min}} and {{max}}' (bounds included). */
export function numberBetweenError(
  value: number | string,
  range: { field: string; min: number; max: number },
): ValidationIssue | null {
  const number = toNumber(value);
  if (number === null) return { key: 'validation:number' };
  if (number >= range.min && number <= range.max) return null;
  return { key: 'validation:between', params: { field: range.field, min: range.min, max: range.max } };
}

/** Latitude in decimal degrees, -90 to 90 inclusive. */
export function latitudeError(value: number | string): ValidationKey | null {
  const number = toNumber(value);
  if (number === null) return 'validation:number';
  return number >= -90 && number <= 90 ? null : 'validation:latitude';
}

/** Longitude in decimal degrees, -180 to 180 inclusive. */
export function longitudeError(value: number | string): ValidationKey | null {
  const number = toNumber(value);
  if (number === null) return 'validation:number';
  return number >= -180 && number <= 180 ? null : 'validation:longitude';
}

/** 'Date cannot be in the future': dates as YYYY-MM-DD; today itself is allowed. */
export function dateNotInFutureError(date: string, today: string): ValidationKey | null {
  if (!isIsoDate(date)) return 'validation:dateFormat';
  return compareDates(parseIsoDate(date), parseIsoDate(today, 'today')) > 0
    ? 'validation:dateInFuture'
    : null;
}

/** 'Date cannot be in the past': today itself is allowed. */
export function dateNotInPastError(date: string, today: string): ValidationKey | null {
  if (!isIsoDate(date)) return 'validation:dateFormat';
  return compareDates(parseIsoDate(date), parseIsoDate(today, 'today')) < 0 ? 'validation:dateInPast' : null;
}

/** 'Invalid date range': the end must be after the start (the same day only with allowSameDay). */
export function dateRangeError(
  start: string,
  end: string,
  options: { allowSameDay?: boolean } = {},
): ValidationKey | null {
  if (!isIsoDate(start) || !isIsoDate(end)) return 'validation:dateFormat';
  const difference = compareDates(parseIsoDate(end), parseIsoDate(start));
  return difference > 0 || (difference === 0 && options.allowSameDay) ? null : 'validation:dateRange';
}

/** 'Expiry date must be after issue date' (strictly after). */
export function expiryAfterIssueError(issueDate: string, expiryDate: string): ValidationKey | null {
  if (!isIsoDate(issueDate) || !isIsoDate(expiryDate)) return 'validation:dateFormat';
  return compareDates(parseIsoDate(expiryDate), parseIsoDate(issueDate)) > 0
    ? null
    : 'validation:expiryAfterIssue';
}

/**
 * Age in completed years on `today`. Someone born on 29 February has a birthday on 1 March in a common
 * year (the day after 28 February), so is 18 on 1 March.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const birth = parseIsoDate(dateOfBirth, 'dateOfBirth');
  const now = parseIsoDate(today, 'today');
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Crew age 18 to 70 (spec): from the 18th birthday until the day before the 71st. */
export function crewAgeError(dateOfBirth: string, today: string): ValidationKey | null {
  if (!isIsoDate(dateOfBirth)) return 'validation:dateFormat';
  const age = ageOn(dateOfBirth, today);
  return age >= CREW_MIN_AGE && age <= CREW_MAX_AGE ? null : 'validation:crewAge';
}

/** The latest date of birth a crew member may have on `today` (turning 18 that day). */
export function latestCrewDateOfBirth(today: string): string {
  return formatIsoDate(addYearsClamped(parseIsoDate(today, 'today'), -CREW_MIN_AGE));
}
