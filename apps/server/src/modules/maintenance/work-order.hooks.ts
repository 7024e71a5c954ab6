// What the maintenance module adds to the workflow steps of work orders (crud/entity-hooks.ts): each
// step keeps the equipment and the planned job in step (the states, roles and input, and the number
// WO-<year>-<nnnn>, are the entity's declaration).
import { nextDueAfterCompletion } from '@mars/domain';

import { changedFields, writeAudit } from '../../crud/audit';
import type { EntityWriteHooks, WorkflowStep } from '../../crud/entity-hooks';
import type { Scope } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import type { WorkOrderRow } from './maintenance.repository';
import { earliestJobDueDate, findEquipmentForUpdate, updateEquipment } from './maintenance.repository';
import { insertReading } from './running-hours.service';

export const workOrderHooks: EntityWriteHooks = {
  async afterStep(tx, scope, step) {
    await followEquipment(tx, scope, step);
  },
};

/** Equipment under maintenance while the work runs; hours, last and next maintenance on completion. */
async function followEquipment(tx: Queryable, scope: Scope, step: WorkflowStep): Promise<void> {
  const workOrder = step.existing as WorkOrderRow;
  const { action, input, now } = step;
  if (!workOrder.equipment_id) return;
  const equipment = await findEquipmentForUpdate(tx, scope, workOrder.equipment_id);
  if (!equipment) return;
  const values: Record<string, unknown> = {};
  if (action === 'start' && ['operational', 'maintenance_due'].includes(String(equipment.status))) {
    values.status = 'under_maintenance';
  }
  if (action === 'complete') {
    const completedDate = String(input.completed_date);
    const runningHours = typeof input.running_hours === 'number' ? input.running_hours : undefined;
    if (runningHours !== undefined) {
      await insertReading(tx, scope, {
        equipmentId: workOrder.equipment_id,
        hours: runningHours,
        readingAt: now,
        remarks: workOrder.work_order_number ? String(workOrder.work_order_number) : null,
        now,
      });
    }
    const hours = runningHours ?? (equipment.running_hours === null ? null : Number(equipment.running_hours));
    if (workOrder.maintenance_job_id) {
      await moveJobDue(tx, scope, workOrder.maintenance_job_id, { date: completedDate, hours }, now);
    }
    values.last_maintenance = completedDate;
    values.next_maintenance = await earliestJobDueDate(tx, scope, workOrder.equipment_id);
    if (['under_maintenance', 'maintenance_due'].includes(String(equipment.status)))
      values.status = 'operational';
  }
  if (action === 'cancel' && equipment.status === 'under_maintenance') values.status = 'operational';
  if (action === 'reopen') {
    // The work is to be done again: its planned job is due as the work order was, and so is the equipment.
    if (workOrder.maintenance_job_id) await reopenJob(tx, scope, workOrder, now);
    if (['operational', 'under_maintenance'].includes(String(equipment.status)))
      values.status = 'maintenance_due';
    if (workOrder.status === 'completed') {
      values.next_maintenance = await earliestJobDueDate(tx, scope, workOrder.equipment_id);
    }
  }
  if (Object.keys(values).length === 0) return;
  await updateEquipment(tx, scope, { id: workOrder.equipment_id, values, now });
  await writeAudit(tx, scope, {
    entity: 'equipment',
    entityId: workOrder.equipment_id,
    action: 'update',
    changedFields: changedFields(equipment, values),
    at: now,
  });
}

/**
 * Reopening a completed work order of a planned job undoes what its completion did to the job: the
 * job is last done at the previous completed work order (if any) and next due when this one was.
 */
async function reopenJob(tx: Queryable, scope: Scope, workOrder: WorkOrderRow, now: Date): Promise<void> {
  if (workOrder.status !== 'completed') return;
  const { rows } = await tx.query<{
    interval_hours: number | null;
    next_due_hours: number | null;
    last_done_date: string | null;
    last_done_hours: number | null;
    next_due_date: string | null;
  }>(
    `SELECT interval_hours, next_due_hours, last_done_date::text, last_done_hours, next_due_date::text
     FROM maintenance_jobs WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [workOrder.maintenance_job_id, scope.organizationId],
  );
  const job = rows[0];
  if (!job) return;
  const previous = (
    await tx.query<{ completed_date: string; completion_running_hours: number | null }>(
      `SELECT completed_date::text, completion_running_hours FROM work_orders
       WHERE maintenance_job_id = $1 AND organization_id = $2 AND id <> $3 AND status = 'completed'
         AND deleted_at IS NULL
       ORDER BY completed_date DESC, id DESC LIMIT 1`,
      [workOrder.maintenance_job_id, scope.organizationId, workOrder.id],
    )
  ).rows[0];
  const previousHours =
    previous?.completion_running_hours === null || previous === undefined
      ? null
      : Number(previous.completion_running_hours);
  const values = {
    last_done_date: previous?.completed_date ?? null,
    last_done_hours: previousHours,
    next_due_date: workOrder.due_date === null ? job.next_due_date : String(workOrder.due_date),
    next_due_hours:
      previousHours !== null && job.interval_hours !== null
        ? previousHours + Number(job.interval_hours)
        : job.next_due_hours,
  };
  await tx.query(
    `UPDATE maintenance_jobs SET last_done_date = $3, last_done_hours = $4, next_due_date = $5, next_due_hours = $6,
            updated_at = $7, updated_by = $8, version = version + 1
     WHERE id = $1 AND organization_id = $2`,
    [
      workOrder.maintenance_job_id,
      scope.organizationId,
      values.last_done_date,
      values.last_done_hours,
      values.next_due_date,
      values.next_due_hours,
      now.toISOString(),
      scope.userId,
    ],
  );
  await writeAudit(tx, scope, {
    entity: 'maintenanceJob',
    entityId: String(workOrder.maintenance_job_id),
    action: 'update',
    changedFields: changedFields(job, values),
    at: now,
  });
}

/** Completing a work order raised from a planned job moves the job's last done and next due. */
async function moveJobDue(
  tx: Queryable,
  scope: Scope,
  jobId: string,
  done: { date: string; hours: number | null },
  now: Date,
): Promise<void> {
  const { rows } = await tx.query<{ interval_days: number | null; interval_hours: number | null }>(
    `SELECT interval_days, interval_hours FROM maintenance_jobs
     WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [jobId, scope.organizationId],
  );
  const job = rows[0];
  if (!job) return;
  const next = nextDueAfterCompletion(
    {
      interval_days: job.interval_days === null ? null : Number(job.interval_days),
      interval_hours: job.interval_hours === null ? null : Number(job.interval_hours),
    },
    done,
  );
  const values = {
    last_done_date: done.date,
    last_done_hours: done.hours,
    next_due_date: next.next_due_date,
    next_due_hours: next.next_due_hours,
  };
  await tx.query(
    `UPDATE maintenance_jobs SET last_done_date = $3, last_done_hours = $4, next_due_date = $5, next_due_hours = $6,
            updated_at = $7, updated_by = $8, version = version + 1
     WHERE id = $1 AND organization_id = $2`,
    [
      jobId,
      scope.organizationId,
      done.date,
      done.hours,
      next.next_due_date,
      next.next_due_hours,
      now.toISOString(),
      scope.userId,
    ],
  );
  await writeAudit(tx, scope, {
    entity: 'maintenanceJob',
    entityId: jobId,
    action: 'update',
    changedFields: values,
    at: now,
  });
}
