// When the sync runs and what it may spend (spec section 9 'Sync'; sync-design.md section 6.9): the
// triggers (urgent at 10 pending changes, the oldest pending change 5 minutes old, a remote check at
// least every 30 minutes, coming back online), and the daily budget of 25 MB per UTC day with its
// warning at 80 %, its error above 95 %, and the phases of the hash comparison gated by the bytes left
// (phase 2 with 100 KB, phase 3 with 10 KB). Pure functions over the sync's state; the engine keeps
// the state in the offline database (`_sync`) and asks these before each run.

/** Spec section 9: 25 MB a day (MB as 1024 x 1024 bytes, as the browser's storage figures count). */
export const DAILY_BUDGET_BYTES = 25 * 1024 * 1024;
export const BUDGET_WARNING_SHARE = 0.8;
export const BUDGET_ERROR_SHARE = 0.95;
export const PHASE_2_MIN_BYTES_LEFT = 100 * 1024;
export const PHASE_3_MIN_BYTES_LEFT = 10 * 1024;
export const URGENT_PENDING_CHANGES = 10;
export const OLDEST_PENDING_MS = 5 * 60_000;
export const REMOTE_CHECK_MS = 30 * 60_000;
/** Spec section 9: the interval of the automatic sync. */
export const AUTO_SYNC_INTERVAL_MS = 300_000;

export type SyncTrigger = 'urgent' | 'oldest' | 'check' | 'online' | 'manual';

export type ScheduleState = {
  pending: number;
  /** When the oldest pending change was made; null with none pending. */
  oldestPendingAt: Date | null;
  /** The last time the server was asked for its changes; null before the first. */
  lastRemoteCheckAt: Date | null;
  isOnline: boolean;
  /** The browser came back online since the last run. */
  cameOnline?: boolean;
};

export type ScheduleDecision = { run: true; trigger: SyncTrigger } | { run: false; nextCheckAt: Date | null };

/** Whether the sync should run now, and why; else when to ask again (null while offline). */
export function syncDecision(state: ScheduleState, now: Date): ScheduleDecision {
  if (!state.isOnline) return { run: false, nextCheckAt: null };
  if (state.cameOnline) return { run: true, trigger: 'online' };
  if (state.pending >= URGENT_PENDING_CHANGES) return { run: true, trigger: 'urgent' };
  const at = now.getTime();
  const oldestDue = state.oldestPendingAt ? state.oldestPendingAt.getTime() + OLDEST_PENDING_MS : Infinity;
  if (state.pending > 0 && oldestDue <= at) return { run: true, trigger: 'oldest' };
  const checkDue = state.lastRemoteCheckAt ? state.lastRemoteCheckAt.getTime() + REMOTE_CHECK_MS : at;
  if (checkDue <= at) return { run: true, trigger: 'check' };
  return { run: false, nextCheckAt: new Date(Math.min(oldestDue, checkDue, at + AUTO_SYNC_INTERVAL_MS)) };
}

/** Bytes on the wire per UTC day, each way. */
export type BudgetLedger = { day: string; sentBytes: number; receivedBytes: number; overrideDay?: string };

export type BudgetLevel = 'ok' | 'warning' | 'error';

export type BudgetState = {
  day: string;
  sentBytes: number;
  receivedBytes: number;
  usedBytes: number;
  leftBytes: number;
  /** Share of the day's budget used, 0..1 (above 1 once overspent under an override). */
  usedShare: number;
  level: BudgetLevel;
  /** Whether a sync may start: budget left, or the Master's override for today. */
  mayRun: boolean;
  isOverridden: boolean;
  phase2: boolean;
  phase3: boolean;
};

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The ledger of today: yesterday's figures start again at zero on a new UTC day. */
export function ledgerOfToday(ledger: BudgetLedger | undefined, now: Date): BudgetLedger {
  const day = utcDay(now);
  if (!ledger || ledger.day !== day) return { day, sentBytes: 0, receivedBytes: 0 };
  return ledger;
}

export function recordTraffic(
  ledger: BudgetLedger | undefined,
  traffic: { sentBytes: number; receivedBytes: number },
  now: Date,
): BudgetLedger {
  const today = ledgerOfToday(ledger, now);
  return {
    ...today,
    sentBytes: today.sentBytes + Math.max(0, traffic.sentBytes),
    receivedBytes: today.receivedBytes + Math.max(0, traffic.receivedBytes),
  };
}

/** The Master's override: the sync runs today although the budget is spent. */
export function overrideBudget(ledger: BudgetLedger | undefined, now: Date): BudgetLedger {
  return { ...ledgerOfToday(ledger, now), overrideDay: utcDay(now) };
}

export function budgetState(ledger: BudgetLedger | undefined, now: Date): BudgetState {
  const today = ledgerOfToday(ledger, now);
  const usedBytes = today.sentBytes + today.receivedBytes;
  const leftBytes = Math.max(0, DAILY_BUDGET_BYTES - usedBytes);
  const usedShare = usedBytes / DAILY_BUDGET_BYTES;
  const isOverridden = today.overrideDay === today.day;
  const level: BudgetLevel =
    usedShare > BUDGET_ERROR_SHARE ? 'error' : usedShare >= BUDGET_WARNING_SHARE ? 'warning' : 'ok';
  return {
    day: today.day,
    sentBytes: today.sentBytes,
    receivedBytes: today.receivedBytes,
    usedBytes,
    leftBytes,
    usedShare,
    level,
    mayRun: leftBytes > 0 || isOverridden,
    isOverridden,
    phase2: leftBytes >= PHASE_2_MIN_BYTES_LEFT || isOverridden,
    phase3: leftBytes >= PHASE_3_MIN_BYTES_LEFT || isOverridden,
  };
}
