// The dates of audit findings.

/** A finding's corrective action is due within a month unless the audit says otherwise (ours). */
export const FINDING_DUE_DAYS = 30;
