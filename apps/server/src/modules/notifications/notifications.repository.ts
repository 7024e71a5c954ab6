// The sources of the derived notifications: certificates and crew certificates that expire within 30
// days or have expired, and open work orders past their due date, on the vessels the user may see.
import { crewMemberEntity, WORK_ORDER_OPEN_STATUSES } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import { titleSql } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

export const CERTIFICATE_NOTICE_DAYS = 30;

export type Notification = {
  id: string;
  type: string;
  severity: 'error' | 'warning' | 'info';
  title: string;
  params: Record<string, unknown>;
  link: string;
  at: string;
};

function expirySeverity(days: number): Notification['severity'] {
  return days < 0 ? 'error' : days <= 7 ? 'warning' : 'info';
}

function scoped(scope: Scope, params: unknown[], alias: string): string {
  return scopeCondition(scope, params, {
    organization: `${alias}.organization_id`,
    vessel: `${alias}.vessel_id`,
  });
}

export async function certificateNotifications(
  db: Queryable,
  scope: Scope,
  today: string,
): Promise<Notification[]> {
  const params: unknown[] = [];
  const where = scoped(scope, params, 'c');
  params.push(today, CERTIFICATE_NOTICE_DAYS);
  const { rows } = await db.query<{
    id: string;
    certificate_name: string;
    certificate_number: string;
    expiry_date: string;
    vessel_id: string;
    vessel_name: string;
    days: number;
  }>(
    `SELECT c.id, c.certificate_name, c.certificate_number, c.expiry_date, c.vessel_id, v.name AS vessel_name,
            (c.expiry_date - $${params.length - 1}::date) AS days
     FROM certificates c JOIN vessels v ON v.id = c.vessel_id
     WHERE ${where} AND c.deleted_at IS NULL AND c.status NOT IN ('cancelled', 'renewal_in_progress')
       AND c.expiry_date <= $${params.length - 1}::date + $${params.length}::int
     ORDER BY c.expiry_date`,
    params,
  );
  return rows.map((row) => ({
    id: `certificate:${row.id}`,
    type: row.days < 0 ? 'certificate_expired' : 'certificate_expiring',
    severity: expirySeverity(row.days),
    title: row.certificate_name,
    params: {
      number: row.certificate_number,
      vessel: row.vessel_name,
      vesselId: row.vessel_id,
      days: row.days,
      expiryDate: row.expiry_date,
    },
    link: '/certificates',
    at: row.expiry_date,
  }));
}

export async function workOrderNotifications(
  db: Queryable,
  scope: Scope,
  today: string,
): Promise<Notification[]> {
  const params: unknown[] = [];
  const where = scoped(scope, params, 'w');
  params.push(today, [...WORK_ORDER_OPEN_STATUSES]);
  const { rows } = await db.query<{
    id: string;
    title: string;
    work_order_number: string | null;
    due_date: string;
    priority: string;
    vessel_id: string;
    vessel_name: string;
    days: number;
  }>(
    `SELECT w.id, w.title, w.work_order_number, w.due_date, w.priority, w.vessel_id, v.name AS vessel_name,
            ($${params.length - 1}::date - w.due_date) AS days
     FROM work_orders w JOIN vessels v ON v.id = w.vessel_id
     WHERE ${where} AND w.deleted_at IS NULL AND w.status = ANY($${params.length}::text[])
       AND w.due_date < $${params.length - 1}::date
     ORDER BY w.due_date`,
    params,
  );
  return rows.map((row) => ({
    id: `work_order:${row.id}`,
    type: 'work_order_overdue',
    severity: row.priority === 'critical' || row.priority === 'high' || row.days > 7 ? 'error' : 'warning',
    title: row.title,
    params: {
      number: row.work_order_number ?? '',
      vessel: row.vessel_name,
      vesselId: row.vessel_id,
      days: row.days,
      dueDate: row.due_date,
      priority: row.priority,
    },
    link: '/maintenance/work-orders',
    at: row.due_date,
  }));
}

export async function crewCertificateNotifications(
  db: Queryable,
  scope: Scope,
  today: string,
  language: ReaderLanguage = 'en',
): Promise<Notification[]> {
  const params: unknown[] = [];
  const where = scoped(scope, params, 'cc');
  params.push(today, CERTIFICATE_NOTICE_DAYS);
  const { rows } = await db.query<{
    id: string;
    certificate_type: string;
    certificate_number: string;
    expiry_date: string;
    person: string;
    vessel_id: string;
    vessel_name: string;
    days: number;
  }>(
    `SELECT cc.id, cc.certificate_type, cc.certificate_number, cc.expiry_date, cc.vessel_id, v.name AS vessel_name,
            ${titleSql(crewMemberEntity, 'p', language)} AS person, (cc.expiry_date - $${params.length - 1}::date) AS days
     FROM crew_certificates cc JOIN vessels v ON v.id = cc.vessel_id JOIN personnel p ON p.id = cc.crew_member_id
     WHERE ${where} AND cc.deleted_at IS NULL AND p.deleted_at IS NULL
       AND cc.expiry_date <= $${params.length - 1}::date + $${params.length}::int
     ORDER BY cc.expiry_date`,
    params,
  );
  return rows.map((row) => ({
    id: `crew_certificate:${row.id}`,
    type: row.days < 0 ? 'crew_certificate_expired' : 'crew_certificate_expiring',
    severity: expirySeverity(row.days),
    title: row.person,
    params: {
      number: row.certificate_number,
      certificateType: row.certificate_type,
      vessel: row.vessel_name,
      vesselId: row.vessel_id,
      days: row.days,
      expiryDate: row.expiry_date,
    },
    link: '/crew/certificates',
    at: row.expiry_date,
  }));
}
