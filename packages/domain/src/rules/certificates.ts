// Ship certificates: expiry alerts (spec section 9: 30, 60, 90 days) and annual survey windows of the
// harmonized system of survey and certification (SOLAS I/10, I/14; LL 66 art. 14; MARPOL Annex I reg 6,
// Annex VI reg 5): "within three months before or after each anniversary date". domain-reference.md 7.3.
import { addMonthsClamped, addYearsClamped, formatIsoDate, parseIsoDate, toDayNumber } from './dates';

export const CERTIFICATE_ALERT_DAYS = [30, 60, 90] as const;
export type CertificateStatus =
  'not_yet_valid' | 'valid' | 'expiring_30' | 'expiring_60' | 'expiring_90' | 'expired';

/** Whole days from `today` to the expiry date (negative once expired). Dates are YYYY-MM-DD. */
export function daysUntilExpiry(expiryDate: string, today: string): number {
  return toDayNumber(parseIsoDate(expiryDate, 'expiryDate')) - toDayNumber(parseIsoDate(today, 'today'));
}

/**
 * Status on `today`. A certificate is valid through its expiry date; 'expiring_30' when it expires within
 * 30 days (0-30 days left), 'expiring_60' within 31-60, 'expiring_90' within 61-90; 'expired' from the day
 * after expiry; 'not_yet_valid' before the issue date. An expiry not after the issue date throws.
 */
export function certificateStatus(input: {
  issueDate: string;
  expiryDate: string;
  today: string;
}): CertificateStatus {
  const issue = toDayNumber(parseIsoDate(input.issueDate, 'issueDate'));
  const expiry = toDayNumber(parseIsoDate(input.expiryDate, 'expiryDate'));
  const today = toDayNumber(parseIsoDate(input.today, 'today'));
  if (expiry <= issue)
    throw new Error(`expiryDate ${input.expiryDate} must be after issueDate ${input.issueDate}`);
  if (today < issue) return 'not_yet_valid';
  const daysLeft = expiry - today;
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= 30) return 'expiring_30';
  if (daysLeft <= 60) return 'expiring_60';
  if (daysLeft <= 90) return 'expiring_90';
  return 'valid';
}

export type SurveyWindow = { anniversary: string; windowStart: string; windowEnd: string };

/**
 * The annual survey windows of a certificate: 3 months either side of each anniversary date (the day and
 * month of expiry) in the years before expiry; the expiry itself is the renewal, not an annual survey.
 * Month ends: an anniversary of 29 February falls on 28 February in a common year, and a window edge on
 * a day the month lacks is moved to the month's last day (31 May - 3 months = 28/29 February).
 */
export function annualSurveyWindows(input: { expiryDate: string; validityYears?: number }): SurveyWindow[] {
  const expiry = parseIsoDate(input.expiryDate, 'expiryDate');
  const years = input.validityYears ?? 5;
  if (!Number.isInteger(years) || years < 1 || years > 5) {
    throw new Error(`validityYears must be a whole number from 1 to 5, got ${String(input.validityYears)}`);
  }
  const windows: SurveyWindow[] = [];
  for (let back = years - 1; back >= 1; back--) {
    const anniversary = addYearsClamped(expiry, -back);
    windows.push({
      anniversary: formatIsoDate(anniversary),
      windowStart: formatIsoDate(addMonthsClamped(anniversary, -3)),
      windowEnd: formatIsoDate(addMonthsClamped(anniversary, 3)),
    });
  }
  return windows;
}
