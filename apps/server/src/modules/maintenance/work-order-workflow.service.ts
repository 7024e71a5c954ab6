// Work-order steps (spec section 4): start, complete, cancel, reopen. Each checks the role and the
// state machine, raises the version, writes the audit log, and keeps equipment and planned jobs in step.
import type { WorkOrderAction } from '@mars/domain';
import { mayWriteMaintenance, nextDueAfterCompletion, workOrderTransition } from '@mars/domain';

import type { Db, Queryable } from '../../db/client';
import { changedFields, writeAudit } from '../../crud/audit';
import type { Scope } from '../../crud/scope';
import { AppError, errors } from '../../plugins/errors';
import type { WorkOrderRow } from './maintenance.repository';
import {
  earliestJobDueDate,
  findEquipmentForUpdate,
  findWorkOrderForUpdate,
  updateEquipment,
  updateWorkOrderStep,
} from './maintenance.repository';
import { insertReading } from './running-hours.service';

export type WorkOrderStepInput = {
  version?: number;
  completed_date?: string;
  running_hours?: number;
  completion_notes?: string;
};

export function invalidTransition(status: string, action: WorkOrderAction): AppError {
  return new AppError(
    409,
    'invalid_transition',
    `A work order that is ${status} cannot take the step '${action}'.`,
    { status, action },
  );
}

export async function runWorkOrderStep(
  db: Db,
  scope: Scope,
  input: { id: string; action: WorkOrderAction; body: WorkOrderStepInput; now: Date },
): Promise<Record<string, unknown>> {
  if (!mayWriteMaintenance(scope.role)) throw errors.forbidden();
  const today = input.now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const existing = await findWorkOrderForUpdate(tx, scope, input.id);
    if (!existing) throw errors.notFound();
    if (input.body.version !== undefined && input.body.version !== existing.version) {
      throw errors.conflict(existing);
    }
    const status = workOrderTransition(existing.status, input.action);
    if (!status) throw invalidTransition(existing.status, input.action);

    const values: Record<string, unknown> = { status };
    if (input.action === 'complete') {
      const completedDate = input.body.completed_date ?? today;
      if (completedDate > today) throw errors.validation({ completed_date: ['validation:dateInFuture'] });
      values.completed_date = completedDate;
      values.completion_running_hours = input.body.running_hours ?? null;
      if (input.body.completion_notes !== undefined) values.completion_notes = input.body.completion_notes;
    }
    if (input.action === 'reopen') values.completed_date = null;

    const row = await updateWorkOrderStep(tx, scope, { id: input.id, values, now: input.now });
    await writeAudit(tx, scope, {
      entity: 'workOrder',
      entityId: input.id,
      action: 'update',
      changedFields: { ...changedFields(existing, values), step: input.action },
      at: input.now,
    });
    await followEquipment(tx, scope, existing, input);
    return row;
  });
}

/** Equipment under maintenance while the work runs; hours, last and next maintenance on completion. */
async function followEquipment(
  tx: Queryable,
  scope: Scope,
  workOrder: WorkOrderRow,
  input: { action: WorkOrderAction; body: WorkOrderStepInput; now: Date },
): Promise<void> {
  if (!workOrder.equipment_id) return;
  const equipment = await findEquipmentForUpdate(tx, scope, workOrder.equipment_id);
  if (!equipment) return;
  const values: Record<string, unknown> = {};
  if (input.action === 'start' && ['operational', 'maintenance_due'].includes(String(equipment.status))) {
    values.status = 'under_maintenance';
  }
  if (input.action === 'complete') {
    const completedDate = input.body.completed_date ?? input.now.toISOString().slice(0, 10);
    if (input.body.running_hours !== undefined) {
      await insertReading(tx, scope, {
        equipmentId: workOrder.equipment_id,
        hours: input.body.running_hours,
        readingAt: input.now,
        remarks: workOrder.work_order_number ? String(workOrder.work_order_number) : null,
        now: input.now,
      });
    }
    const hours =
      input.body.running_hours ?? (equipment.running_hours === null ? null : Number(equipment.running_hours));
    if (workOrder.maintenance_job_id) {
      await moveJobDue(tx, scope, workOrder.maintenance_job_id, { date: completedDate, hours }, input.now);
    }
    values.last_maintenance = completedDate;
    values.next_maintenance = await earliestJobDueDate(tx, scope, workOrder.equipment_id);
    if (['under_maintenance', 'maintenance_due'].includes(String(equipment.status)))
      values.status = 'operational';
  }
  if (input.action === 'cancel' && equipment.status === 'under_maintenance') values.status = 'operational';
  if (input.action === 'reopen') {
    // The work is to be done again: its planned job is due as the work order was, and so is the equipment.
    if (workOrder.maintenance_job_id) await reopenJob(tx, scope, workOrder, input.now);
    if (['operational', 'under_maintenance'].includes(String(equipment.status)))
      values.status = 'maintenance_due';
    if (workOrder.status === 'completed') {
      values.next_maintenance = await earliestJobDueDate(tx, scope, workOrder.equipment_id);
    }
  }
  if (Object.keys(values).length === 0) return;
  await updateEquipment(tx, scope, { id: workOrder.equipment_id, values, now: input.now });
  await writeAudit(tx, scope, {
    entity: 'equipment',
    entityId: workOrder.equipment_id,
    action: 'update',
    changedFields: changedFields(equipment, values),
    at: input.now,
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
