// The dashboard's figures, each counted by SQL per vessel inside the scope; the service sums them for
// the selected vessel or the fleet. A module whose tables do not exist yet answers null, never 0.
import { WORK_ORDER_OPEN_STATUSES } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

export const NOTICE_DAYS = 30;

export type VesselRow = {
  id: string;
  name: string;
  imo_number: string;
  flag_state: string;
  vessel_type: string;
};

/** Where-clause of a vessel-scoped table `alias` inside the scope, optionally one vessel. */
export function vesselScope(
  scope: Scope,
  params: unknown[],
  alias: string,
  vesselId: string | undefined,
): string {
  const where = scopeCondition(scope, params, {
    organization: `${alias}.organization_id`,
    vessel: `${alias}.vessel_id`,
  });
  if (!vesselId) return where;
  params.push(vesselId);
  return `${where} AND ${alias}.vessel_id = $${params.length}`;
}

export async function visibleVessels(db: Queryable, scope: Scope): Promise<VesselRow[]> {
  const params: unknown[] = [];
  const where = scopeCondition(scope, params, { vessel: 'id' });
  const { rows } = await db.query<VesselRow>(
    `SELECT id, name, imo_number, flag_state, vessel_type FROM vessels
     WHERE ${where} AND deleted_at IS NULL AND status = 'active' ORDER BY name`,
    params,
  );
  return rows;
}

export type CertificateCounts = { valid: number; expiring: number; expired: number };

/** Certificates in force (not cancelled) by their dates: expired, expiring within 30 days, valid. */
export async function certificateCounts(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  today: string,
): Promise<Map<string, CertificateCounts>> {
  const params: unknown[] = [];
  const where = vesselScope(scope, params, 'c', vesselId);
  params.push(today, NOTICE_DAYS);
  const t = `$${params.length - 1}::date`;
  const { rows } = await db.query<{ vessel_id: string } & CertificateCounts>(
    `SELECT c.vessel_id,
            count(*) FILTER (WHERE c.expiry_date < ${t})::int AS expired,
            count(*) FILTER (WHERE c.expiry_date >= ${t} AND c.expiry_date <= ${t} + $${params.length}::int)::int AS expiring,
            count(*) FILTER (WHERE c.expiry_date > ${t} + $${params.length}::int)::int AS valid
     FROM certificates c
     WHERE ${where} AND c.deleted_at IS NULL AND c.status <> 'cancelled'
     GROUP BY c.vessel_id`,
    params,
  );
  return new Map(rows.map((row) => [row.vessel_id, row]));
}

export type WorkOrderCounts = { open: number; overdue: number; dueSoon: number };

export async function workOrderCounts(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  today: string,
): Promise<Map<string, WorkOrderCounts>> {
  const params: unknown[] = [];
  const where = vesselScope(scope, params, 'w', vesselId);
  params.push(today, NOTICE_DAYS, [...WORK_ORDER_OPEN_STATUSES]);
  const t = `$${params.length - 2}::date`;
  const { rows } = await db.query<{ vessel_id: string } & WorkOrderCounts>(
    `SELECT w.vessel_id,
            count(*)::int AS open,
            count(*) FILTER (WHERE w.due_date < ${t})::int AS overdue,
            count(*) FILTER (WHERE w.due_date >= ${t} AND w.due_date <= ${t} + $${params.length - 1}::int)::int AS "dueSoon"
     FROM work_orders w
     WHERE ${where} AND w.deleted_at IS NULL AND w.status = ANY($${params.length}::text[])
     GROUP BY w.vessel_id`,
    params,
  );
  return new Map(rows.map((row) => [row.vessel_id, row]));
}

export type CrewCounts = { onBoard: number; certificatesExpiring: number };

export async function crewCounts(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  today: string,
): Promise<Map<string, CrewCounts>> {
  const params: unknown[] = [];
  const wherePersonnel = vesselScope(scope, params, 'p', vesselId);
  const onBoard = await db.query<{ vessel_id: string; count: number }>(
    `SELECT p.vessel_id, count(*)::int AS count FROM personnel p
     WHERE ${wherePersonnel} AND p.deleted_at IS NULL AND p.status = 'on_board' GROUP BY p.vessel_id`,
    params,
  );
  const certificateParams: unknown[] = [];
  const whereCertificates = vesselScope(scope, certificateParams, 'cc', vesselId);
  certificateParams.push(today, NOTICE_DAYS);
  const expiring = await db.query<{ vessel_id: string; count: number }>(
    `SELECT cc.vessel_id, count(*)::int AS count FROM crew_certificates cc
     WHERE ${whereCertificates} AND cc.deleted_at IS NULL
       AND cc.expiry_date <= $${certificateParams.length - 1}::date + $${certificateParams.length}::int
     GROUP BY cc.vessel_id`,
    certificateParams,
  );
  const counts = new Map<string, CrewCounts>();
  const entry = (id: string) => {
    let value = counts.get(id);
    if (!value) counts.set(id, (value = { onBoard: 0, certificatesExpiring: 0 }));
    return value;
  };
  for (const row of onBoard.rows) entry(row.vessel_id).onBoard = row.count;
  for (const row of expiring.rows) entry(row.vessel_id).certificatesExpiring = row.count;
  return counts;
}

export type WorkRestRow = { vessel_id: string; crew_member_id: string; work_date: string; slots: string };

/** The recorded days of work and rest from `from` to `to` (inclusive), by seafarer and date. */
export async function workRestDays(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  from: string,
  to: string,
): Promise<WorkRestRow[]> {
  const params: unknown[] = [];
  const where = vesselScope(scope, params, 'd', vesselId);
  params.push(from, to);
  const { rows } = await db.query<WorkRestRow>(
    `SELECT d.vessel_id, d.crew_member_id, d.work_date, d.slots FROM work_rest_days d
     WHERE ${where} AND d.deleted_at IS NULL
       AND d.work_date BETWEEN $${params.length - 1}::date AND $${params.length}::date
     ORDER BY d.crew_member_id, d.work_date`,
    params,
  );
  return rows;
}
