// SQL of the logbook's own reads: the audit trail of an entry, the dashboard summary and the report.
// Every query keeps to the scope (organization, and the assigned vessels for on-board users).
import type { CurrentWatch, RecentEntry } from '@mars/domain';
import { crewMemberEntity } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import { titleSql } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

type Row = Record<string, unknown>;

export type AuditRow = {
  id: number;
  at: string;
  action: string;
  user_id: string | null;
  user_name: string | null;
  changed_fields: Record<string, unknown> | null;
};

export async function listEntryAudit(db: Queryable, scope: Scope, entryId: string): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.at, a.action, a.user_id, u.full_name AS user_name, a.changed_fields
     FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.organization_id = $1 AND a.entity = 'logbookEntry' AND a.entity_id = $2
     ORDER BY a.at, a.id`,
    [scope.organizationId, entryId],
  );
  return rows;
}

export type StatusCount = {
  logbook_type: string;
  status: string;
  count: number;
  last_entry_at: string | null;
};

export async function countEntriesByTypeAndStatus(
  db: Queryable,
  scope: Scope,
  vesselId: string,
): Promise<StatusCount[]> {
  const params: unknown[] = [vesselId];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<StatusCount>(
    `SELECT logbook_type, status, count(*) AS count, max(entry_at) AS last_entry_at FROM logbook_entries
     WHERE vessel_id = $1 AND deleted_at IS NULL AND ${where}
     GROUP BY logbook_type, status`,
    params,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

const ENTRY_SUMMARY_COLUMNS = 'id, entry_number, title, logbook_type, entry_at, submitted_at, status';

export async function listSummaryEntries(
  db: Queryable,
  scope: Scope,
  input: { vesselId: string; status?: string; orderBy: 'submitted_at' | 'entry_at'; limit: number },
): Promise<RecentEntry[]> {
  const params: unknown[] = [input.vesselId];
  const where = [
    `vessel_id = $1`,
    'deleted_at IS NULL',
    scopeCondition(scope, params, { vessel: 'vessel_id' }),
  ];
  if (input.status) {
    params.push(input.status);
    where.push(`status = $${params.length}`);
  }
  params.push(input.limit);
  const { rows } = await db.query<RecentEntry>(
    `SELECT ${ENTRY_SUMMARY_COLUMNS} FROM logbook_entries WHERE ${where.join(' AND ')}
     ORDER BY ${input.orderBy} DESC NULLS LAST, id DESC LIMIT $${params.length}`,
    params,
  );
  return rows;
}

export async function countEntriesBetween(
  db: Queryable,
  scope: Scope,
  input: { vesselId: string; from: Date; to: Date },
): Promise<number> {
  const params: unknown[] = [input.vesselId, input.from.toISOString(), input.to.toISOString()];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM logbook_entries
     WHERE vessel_id = $1 AND entry_at >= $2 AND entry_at < $3 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  return Number(rows[0]?.count ?? 0);
}

/** A watch period in force, with its officer's name (the domain's answer shape). */
export type WatchRow = CurrentWatch;

/** Active watch periods of the vessel in force on `day`. */
export async function listWatchPeriodsInForce(
  db: Queryable,
  scope: Scope,
  input: { vesselId: string; day: string; language: ReaderLanguage },
): Promise<WatchRow[]> {
  const params: unknown[] = [input.vesselId, input.day];
  const where = scopeCondition(scope, params, { organization: 'w.organization_id', vessel: 'w.vessel_id' });
  const { rows } = await db.query<WatchRow>(
    `SELECT w.id, w.name, w.watch_type, w.start_time, w.end_time, w.officer_id,
            ${titleSql(crewMemberEntity, 'p', input.language)} AS officer_name
     FROM logbook_watch_periods w LEFT JOIN personnel p ON p.id = w.officer_id
     WHERE w.vessel_id = $1 AND w.is_active AND w.deleted_at IS NULL AND w.effective_from <= $2::date
       AND (w.effective_to IS NULL OR w.effective_to >= $2::date) AND ${where}
     ORDER BY w.watch_type, w.start_time`,
    params,
  );
  return rows;
}

export type VesselRow = { id: string; name: string; imo_number: string; flag_state: string };

export async function findVessel(
  db: Queryable,
  scope: Scope,
  vesselId: string,
): Promise<VesselRow | undefined> {
  const params: unknown[] = [vesselId];
  const where = scopeCondition(scope, params, { vessel: 'id' });
  const { rows } = await db.query<VesselRow>(
    `SELECT id, name, imo_number, flag_state FROM vessels WHERE id = $1 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  return rows[0];
}

/** The entries of a report with the names it prints: watch keeper (and rank), author, approver. */
export async function listReportEntries(
  db: Queryable,
  scope: Scope,
  input: { vesselId: string; from: Date; to: Date; logbookType?: string; language: ReaderLanguage },
): Promise<Row[]> {
  const params: unknown[] = [input.vesselId, input.from.toISOString(), input.to.toISOString()];
  const where = [
    'e.vessel_id = $1',
    'e.entry_at >= $2',
    'e.entry_at < $3',
    'e.deleted_at IS NULL',
    scopeCondition(scope, params, { organization: 'e.organization_id', vessel: 'e.vessel_id' }),
  ];
  if (input.logbookType) {
    params.push(input.logbookType);
    where.push(`e.logbook_type = $${params.length}`);
  }
  const { rows } = await db.query<Row>(
    `SELECT e.*, ${titleSql(crewMemberEntity, 'k', input.language)} AS watch_keeper_name,
            k.rank AS watch_keeper_rank, author.full_name AS author_name, approver.full_name AS approver_name
     FROM logbook_entries e
       LEFT JOIN personnel k ON k.id = e.watch_keeper_id
       LEFT JOIN users author ON author.id = e.created_by
       LEFT JOIN users approver ON approver.id = e.approved_by
     WHERE ${where.join(' AND ')}
     ORDER BY e.entry_at, e.logbook_type, e.entry_number`,
    params,
  );
  return rows;
}
