// The audit trail of a logbook entry as the detail screen shows it: who, when, which step, and each
// changed field with its value before and after (design.md section 5).
import type { Scope } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { listEntryAudit } from './logbook.repository';

type Change = { before: unknown; after: unknown };

export type AuditTrailRow = {
  id: number;
  at: string;
  action: string;
  step: string | null;
  reason?: string;
  user_id: string | null;
  user_name: string | null;
  changes: Record<string, Change>;
};

/** Bookkeeping columns a write raises anyway; they say nothing about the entry. */
const NOT_SHOWN = new Set(['version', 'updated_at', 'updated_by']);

export async function logbookEntryAudit(
  db: Queryable,
  scope: Scope,
  entryId: string,
): Promise<AuditTrailRow[]> {
  const rows = await listEntryAudit(db, scope, entryId);
  return rows.map((row) => {
    const recorded = (row.changed_fields ?? {}) as Record<string, unknown>;
    const changes: Record<string, Change> = {};
    for (const [field, value] of Object.entries(recorded)) {
      if (field === 'step' || field === 'reason' || NOT_SHOWN.has(field)) continue;
      if (typeof value === 'object' && value !== null && 'after' in value) changes[field] = value as Change;
    }
    // The reason of a rejection is the rejection_reason it stored (earlier rows recorded it apart).
    const stored = recorded.step === 'reject' ? changes.rejection_reason?.after : undefined;
    const reason = typeof recorded.reason === 'string' ? recorded.reason : stored;
    return {
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      action: row.action,
      step: typeof recorded.step === 'string' ? recorded.step : null,
      ...(typeof reason === 'string' ? { reason } : {}),
      user_id: row.user_id,
      user_name: row.user_name,
      changes,
    };
  });
}
