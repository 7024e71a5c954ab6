// The sources of the derived notifications: certificates and crew certificates that expire within 30
// days or have expired, and open work orders and corrective actions past their due date, on the
// vessels the user may see.
// Each is a stat of its entity's definition (the read model of packages/domain).
import {
  certificateEntity,
  correctiveActionEntity,
  crewCertificateEntity,
  crewMemberEntity,
  daysFromToday,
  statWhere,
  workOrderEntity,
} from '@mars/domain';

import type { Queryable } from '../../db/client';
import { rowsInSets } from '../../crud/read-model-sql';
import type { ReaderLanguage } from '../../crud/row-title';
import { titleSql } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';

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

/** An overdue work order or corrective action: an error when urgent or over a week late. */
function overdueSeverity(urgent: boolean, daysOverdue: number): Notification['severity'] {
  return urgent || daysOverdue > 7 ? 'error' : 'warning';
}

export async function certificateNotifications(
  db: Queryable,
  scope: Scope,
  today: string,
): Promise<Notification[]> {
  const params: unknown[] = [];
  const { from, where, setName } = rowsInSets(certificateEntity, scope, {
    params,
    today,
    alias: 'c',
    columns: ['days_until_expiry'],
    sets: {
      expired: statWhere(certificateEntity, 'expired'),
      expiring: statWhere(certificateEntity, 'expiring30'),
    },
  });
  const { rows } = await db.query<{
    id: string;
    state: 'expired' | 'expiring';
    certificate_name: string;
    certificate_number: string;
    expiry_date: string;
    vessel_id: string;
    vessel_name: string;
    days: number;
  }>(
    `SELECT c.id, ${setName()} AS state, c.certificate_name, c.certificate_number, c.expiry_date, c.vessel_id,
            v.name AS vessel_name, c.days_until_expiry AS days
     FROM ${from} JOIN vessels v ON v.id = c.vessel_id
     WHERE ${where}
     ORDER BY c.expiry_date`,
    params,
  );
  return rows.map((row) => ({
    id: `certificate:${row.id}`,
    type: row.state === 'expired' ? 'certificate_expired' : 'certificate_expiring',
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
  const { from, where } = rowsInSets(workOrderEntity, scope, {
    params,
    today,
    alias: 'w',
    sets: { overdue: statWhere(workOrderEntity, 'overdue') },
  });
  const { rows } = await db.query<{
    id: string;
    title: string;
    work_order_number: string | null;
    due_date: string;
    priority: string;
    vessel_id: string;
    vessel_name: string;
  }>(
    `SELECT w.id, w.title, w.work_order_number, w.due_date, w.priority, w.vessel_id, v.name AS vessel_name
     FROM ${from} JOIN vessels v ON v.id = w.vessel_id
     WHERE ${where}
     ORDER BY w.due_date`,
    params,
  );
  return rows.map((row) => {
    const daysOverdue = -daysFromToday(row.due_date, today);
    return {
      id: `work_order:${row.id}`,
      type: 'work_order_overdue',
      severity: overdueSeverity(row.priority === 'critical' || row.priority === 'high', daysOverdue),
      title: row.title,
      params: {
        number: row.work_order_number ?? '',
        vessel: row.vessel_name,
        vesselId: row.vessel_id,
        days: daysOverdue,
        dueDate: row.due_date,
        priority: row.priority,
      },
      link: '/maintenance/work-orders',
      at: row.due_date,
    };
  });
}

export async function correctiveActionNotifications(
  db: Queryable,
  scope: Scope,
  today: string,
): Promise<Notification[]> {
  const params: unknown[] = [];
  const { from, where } = rowsInSets(correctiveActionEntity, scope, {
    params,
    today,
    alias: 'a',
    sets: { overdue: statWhere(correctiveActionEntity, 'overdue') },
  });
  const { rows } = await db.query<{
    id: string;
    title: string;
    action_number: string | null;
    due_date: string;
    severity: string;
    vessel_id: string;
    vessel_name: string;
  }>(
    `SELECT a.id, a.title, a.action_number, to_char(a.due_date, 'YYYY-MM-DD') AS due_date, a.severity,
            a.vessel_id, v.name AS vessel_name
     FROM ${from} JOIN vessels v ON v.id = a.vessel_id
     WHERE ${where}
     ORDER BY a.due_date`,
    params,
  );
  return rows.map((row) => {
    const daysOverdue = -daysFromToday(row.due_date, today);
    const number = row.action_number ?? '';
    return {
      id: `corrective_action:${row.id}`,
      type: 'corrective_action_overdue',
      severity: overdueSeverity(row.severity === 'critical' || row.severity === 'serious', daysOverdue),
      title: row.title,
      params: {
        number,
        vessel: row.vessel_name,
        vesselId: row.vessel_id,
        days: daysOverdue,
        dueDate: row.due_date,
      },
      link: number ? `/corrective-actions?q=${encodeURIComponent(number)}` : '/corrective-actions',
      at: row.due_date,
    };
  });
}

export async function crewCertificateNotifications(
  db: Queryable,
  scope: Scope,
  today: string,
  language: ReaderLanguage = 'en',
): Promise<Notification[]> {
  const params: unknown[] = [];
  const { from, where, setName } = rowsInSets(crewCertificateEntity, scope, {
    params,
    today,
    alias: 'cc',
    sets: {
      expired: statWhere(crewCertificateEntity, 'expired'),
      expiring: statWhere(crewCertificateEntity, 'expiringSoon'),
    },
  });
  const { rows } = await db.query<{
    id: string;
    state: 'expired' | 'expiring';
    certificate_type: string;
    certificate_number: string;
    expiry_date: string;
    person: string;
    vessel_id: string;
    vessel_name: string;
  }>(
    `SELECT cc.id, ${setName()} AS state, cc.certificate_type, cc.certificate_number, cc.expiry_date, cc.vessel_id,
            v.name AS vessel_name, ${titleSql(crewMemberEntity, 'p', language)} AS person
     FROM ${from} JOIN vessels v ON v.id = cc.vessel_id JOIN personnel p ON p.id = cc.crew_member_id
     WHERE ${where}
     ORDER BY cc.expiry_date`,
    params,
  );
  return rows.map((row) => {
    const days = daysFromToday(row.expiry_date, today);
    return {
      id: `crew_certificate:${row.id}`,
      type: row.state === 'expired' ? 'crew_certificate_expired' : 'crew_certificate_expiring',
      severity: expirySeverity(days),
      title: row.person,
      params: {
        number: row.certificate_number,
        certificateType: row.certificate_type,
        vessel: row.vessel_name,
        vesselId: row.vessel_id,
        days,
        expiryDate: row.expiry_date,
      },
      link: '/crew/certificates',
      at: row.expiry_date,
    };
  });
}
