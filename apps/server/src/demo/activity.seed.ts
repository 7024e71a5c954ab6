// The audit trail of the demo's last two weeks, so 'recent activity' is alive on a fresh demo: the
// seeds insert their rows directly, and this writes the audit rows the same work would have left
// (the format of crud/audit.ts: changed fields with before and after, and the workflow step).
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

const DAYS = 14;

export async function seedRecentActivity(tx: Queryable, context: DemoContext): Promise<void> {
  const since = new Date(context.today.getTime() - DAYS * 86_400_000).toISOString().slice(0, 10);
  const engineer = context.userIdsByEmail['engineer@mars.demo'] ?? null;
  const params = [context.organizationId, since, engineer, context.today.toISOString()];

  // Work orders completed: the step by the assignee (or the engineer) in the afternoon of the day.
  await tx.query(
    `INSERT INTO audit_log (organization_id, user_id, entity, entity_id, action, changed_fields, at)
     SELECT organization_id, coalesce(assigned_to, $3), 'workOrder', id::text, 'update',
            jsonb_build_object(
              'status', jsonb_build_object('before', 'in_progress', 'after', 'completed'),
              'completed_date', jsonb_build_object('before', NULL, 'after', completed_date::text),
              'step', 'complete'),
            LEAST(completed_date + time '15:30', $4::timestamptz)
     FROM work_orders
     WHERE organization_id = $1 AND status = 'completed' AND completed_date >= $2::date AND deleted_at IS NULL`,
    params,
  );
  // Running-hours readings: created by whoever recorded them.
  await tx.query(
    `INSERT INTO audit_log (organization_id, user_id, entity, entity_id, action, changed_fields, at)
     SELECT organization_id, coalesce(recorded_by, $3), 'runningHoursReading', id::text, 'create',
            jsonb_build_object('hours', jsonb_build_object('before', NULL, 'after', hours)),
            reading_at
     FROM running_hours_readings
     WHERE organization_id = $1 AND reading_at >= $2::date AND reading_at <= $4::timestamptz
       AND deleted_at IS NULL`,
    params,
  );
}
