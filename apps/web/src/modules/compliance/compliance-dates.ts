// Days as the API takes them ('YYYY-MM-DD'), counted from today.

export function todayPlusDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A finding's corrective action is due within a month unless the audit says otherwise (ours). */
export const FINDING_DUE_DAYS = 30;
