// Ship certificates: expiry alerts (spec section 9: 30, 60, 90 days) and annual survey windows of the
// harmonized system of survey and certification (SOLAS I/10, I/14; LL 66 art. 14; MARPOL Annex I reg 6,
// Annex VI reg 5): "within three months before or after each anniversary date". domain-reference.md 7.3.
import { addMonthsClamped, addYearsClamped, formatIsoDate, parseIsoDate } from './dates';

/**
 * Spec section 9: the expiry alert horizons, nearest first. A certificate's state on a day (expiring
 * within 30, 60 or 90 days, expired) is declared once, in the certificate entity's `current_status`.
 */
export const CERTIFICATE_ALERT_DAYS = [30, 60, 90] as const;

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
