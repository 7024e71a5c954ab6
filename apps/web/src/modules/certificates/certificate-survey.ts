// The next annual survey window of a certificate (rules: `annualSurveyWindows`), for its form.
import type { SurveyWindow } from '@mars/domain';
import { annualSurveyWindows, isIsoDate } from '@mars/domain';

/** The first window that has not closed by `today`, or null when none is left before expiry. */
export function nextSurveyWindow(expiryDate: unknown, today: string): SurveyWindow | null {
  if (typeof expiryDate !== 'string' || !isIsoDate(expiryDate)) return null;
  return annualSurveyWindows({ expiryDate }).find((window) => window.windowEnd >= today) ?? null;
}
