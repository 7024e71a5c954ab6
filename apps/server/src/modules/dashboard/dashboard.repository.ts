// The dashboard's figures, each counted by SQL per vessel inside the scope; the service sums them for
// the selected vessel or the fleet. Every figure is a stat of its entity's definition (the read model
// of packages/domain), so the dashboard counts what the lists, notifications and overview count.
import {
  certificateEntity,
  crewCertificateEntity,
  statWhere,
  WORK_ORDER_UNFINISHED,
  workOrderEntity,
} from '@mars/domain';

import type { Queryable } from '../../db/client';
import { countSets } from '../../crud/read-model-sql';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

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

export const CERTIFICATE_FIGURES = ['valid', 'expiring', 'expired'] as const;
export type CertificateCounts = Record<(typeof CERTIFICATE_FIGURES)[number], number>;

/** Certificates in force by the certificate's stats: valid, expiring within 30 days, expired. */
export function certificateCounts(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  today: string,
): Promise<Map<string, CertificateCounts>> {
  return countSets(db, scope, certificateEntity, {
    today,
    vesselId,
    sets: {
      valid: statWhere(certificateEntity, 'valid'),
      expiring: statWhere(certificateEntity, 'expiring30'),
      expired: statWhere(certificateEntity, 'expired'),
    },
  });
}

export const WORK_ORDER_FIGURES = ['open', 'overdue', 'dueSoon'] as const;
export type WorkOrderCounts = Record<(typeof WORK_ORDER_FIGURES)[number], number>;

/** Work orders still to be done (pending, open or in progress), and of them the overdue and due soon. */
export function workOrderCounts(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  today: string,
): Promise<Map<string, WorkOrderCounts>> {
  return countSets(db, scope, workOrderEntity, {
    today,
    vesselId,
    sets: {
      open: [WORK_ORDER_UNFINISHED],
      overdue: statWhere(workOrderEntity, 'overdue'),
      dueSoon: statWhere(workOrderEntity, 'dueSoon'),
    },
  });
}

export const CREW_FIGURES = ['onBoard', 'certificatesExpiring'] as const;
export type CrewCounts = Record<(typeof CREW_FIGURES)[number], number>;

/** Seafarers on board, and their certificates that are due: expiring within 30 days or expired. */
export async function crewCounts(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  today: string,
): Promise<Map<string, CrewCounts>> {
  const params: unknown[] = [];
  const wherePersonnel = vesselScope(scope, params, 'p', vesselId);
  const [onBoard, certificates] = await Promise.all([
    db.query<{ vessel_id: string; count: number }>(
      `SELECT p.vessel_id, count(*)::int AS count FROM personnel p
       WHERE ${wherePersonnel} AND p.deleted_at IS NULL AND p.status = 'on_board' GROUP BY p.vessel_id`,
      params,
    ),
    countSets(db, scope, crewCertificateEntity, {
      today,
      vesselId,
      sets: {
        expiringSoon: statWhere(crewCertificateEntity, 'expiringSoon'),
        expired: statWhere(crewCertificateEntity, 'expired'),
      },
    }),
  ]);
  const counts = new Map<string, CrewCounts>();
  const entry = (id: string) => {
    let value = counts.get(id);
    if (!value) counts.set(id, (value = { onBoard: 0, certificatesExpiring: 0 }));
    return value;
  };
  for (const row of onBoard.rows) entry(row.vessel_id).onBoard = row.count;
  for (const [id, count] of certificates) entry(id).certificatesExpiring = count.expiringSoon + count.expired;
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
