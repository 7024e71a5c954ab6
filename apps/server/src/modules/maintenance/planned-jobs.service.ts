// Planned maintenance raises work orders when due (calendar or running hours), once per due period:
// a work order carries its job and due period, unique together, so raising again changes nothing.
import { v7 as uuidv7 } from 'uuid';

import {
  duePeriodKey,
  mayWriteMaintenance,
  numberOrNull,
  plannedJobIsDue,
  workOrderEntity,
} from '@mars/domain';

import type { Db, Queryable } from '../../db/client';
import { changedFields, writeAudit } from '../../crud/audit';
import { nextEntityNumber } from '../../crud/numbering';
import { assertReferences } from '../../crud/references';
import type { ActingScope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import { errors } from '../../plugins/errors';
import { findEquipmentForUpdate, updateEquipment } from './maintenance.repository';

type DueCandidate = {
  id: string;
  vessel_id: string;
  equipment_id: string;
  title: string;
  description: string | null;
  interval_days: number | null;
  interval_hours: number | null;
  next_due_date: string | null;
  next_due_hours: number | null;
  priority: string;
  assignee_role: string;
  running_hours: number | null;
};

async function activeJobs(
  db: Queryable,
  scope: ActingScope,
  vesselId: string | undefined,
): Promise<DueCandidate[]> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, params, { organization: 'j.organization_id', vessel: 'j.vessel_id' })];
  if (vesselId) {
    params.push(vesselId);
    where.push(`j.vessel_id = $${params.length}`);
  }
  const { rows } = await db.query<DueCandidate>(
    `SELECT j.id, j.vessel_id, j.equipment_id, j.title, j.description, j.interval_days, j.interval_hours,
            j.next_due_date, j.next_due_hours, j.priority, j.assignee_role, e.running_hours
     FROM maintenance_jobs j JOIN equipment e ON e.id = j.equipment_id AND e.deleted_at IS NULL
     WHERE ${where.join(' AND ')} AND j.active AND j.deleted_at IS NULL`,
    params,
  );
  return rows.map((row) => ({
    ...row,
    interval_days: numberOrNull(row.interval_days),
    interval_hours: numberOrNull(row.interval_hours),
    next_due_hours: numberOrNull(row.next_due_hours),
    running_hours: numberOrNull(row.running_hours),
  }));
}

/** A user on board the vessel with the job's role; else any who may write maintenance there. */
async function assigneeFor(
  db: Queryable,
  scope: ActingScope,
  vesselId: string,
  role: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_vessels uv ON uv.user_id = u.id
     WHERE u.organization_id = $1 AND uv.vessel_id = $2 AND u.status = 'active'
       AND u.role IN ('master', 'officer', 'engineer', 'ship_admin')
     ORDER BY (u.role = $3) DESC, u.full_name LIMIT 1`,
    [scope.organizationId, vesselId, role],
  );
  return rows[0]?.id ?? null;
}

/** Raises the work orders of due jobs in the scope (one vessel, or all the user sees). */
export async function raiseDueWorkOrders(
  db: Db,
  scope: ActingScope,
  input: { vesselId?: string; now: Date },
): Promise<{ raised: Record<string, unknown>[] }> {
  if (!mayWriteMaintenance(scope.role)) throw errors.forbidden();
  const today = input.now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const due = (await activeJobs(tx, scope, input.vesselId)).filter((job) =>
      plannedJobIsDue({ ...job, active: true }, job.running_hours, today),
    );
    const raised: Record<string, unknown>[] = [];
    for (const job of due) {
      const period = duePeriodKey(job);
      const existing = await tx.query(
        'SELECT 1 FROM work_orders WHERE maintenance_job_id = $1 AND due_period = $2',
        [job.id, period],
      );
      if (existing.rows.length > 0) continue;
      const id = uuidv7();
      const assignee = await assigneeFor(tx, scope, job.vessel_id, job.assignee_role);
      await assertReferences(tx, scope, workOrderEntity, {
        vessel_id: job.vessel_id,
        equipment_id: job.equipment_id,
        maintenance_job_id: job.id,
        assigned_to: assignee,
      });
      const number = await nextEntityNumber(
        tx,
        scope.organizationId,
        workOrderEntity,
        { vessel_id: job.vessel_id },
        input.now,
      );
      const { rows } = await tx.query<Record<string, unknown>>(
        `INSERT INTO work_orders (id, organization_id, vessel_id, work_order_number, title, description, equipment_id,
                                  maintenance_job_id, due_period, priority, assigned_to, due_date, status,
                                  created_at, updated_at, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pending', $13, $13, $14, $14)
         ON CONFLICT (maintenance_job_id, due_period) DO NOTHING RETURNING *`,
        [
          id,
          scope.organizationId,
          job.vessel_id,
          number,
          job.title,
          job.description ?? job.title,
          job.equipment_id,
          job.id,
          period,
          job.priority,
          assignee,
          job.next_due_date ?? today,
          input.now.toISOString(),
          scope.userId,
        ],
      );
      if (!rows[0]) continue;
      raised.push(rows[0]);
      await writeAudit(tx, scope, {
        entity: 'workOrder',
        entityId: id,
        action: 'create',
        changedFields: { work_order_number: number, maintenance_job_id: job.id, due_period: period },
        at: input.now,
      });
      await markMaintenanceDue(tx, scope, job.equipment_id, input.now);
    }
    return { raised };
  });
}

/** Raised work makes operational equipment 'maintenance due' (under maintenance stays as it is). */
async function markMaintenanceDue(
  tx: Queryable,
  scope: ActingScope,
  equipmentId: string,
  now: Date,
): Promise<void> {
  const equipment = await findEquipmentForUpdate(tx, scope, equipmentId);
  if (equipment?.status !== 'operational') return;
  const values = { status: 'maintenance_due' };
  await updateEquipment(tx, scope, { id: equipmentId, values, now });
  await writeAudit(tx, scope, {
    entity: 'equipment',
    entityId: equipmentId,
    action: 'update',
    changedFields: changedFields(equipment, values),
    at: now,
  });
}

/**
 * The server's scheduled job acts for no user: created_by, updated_by and the audit log's user_id
 * stay empty (NULL), which the activity feed shows as the system. It sees every vessel.
 */
function systemScope(organizationId: string): ActingScope {
  return { organizationId, userId: null, role: 'company_admin', vesselIds: undefined };
}

/** Raises the due work of every organization, one transaction each; answers how many were raised. */
export async function raiseDueWorkOfAllOrganizations(db: Db, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM organizations ORDER BY id');
  let raised = 0;
  for (const { id } of rows) {
    raised += (await raiseDueWorkOrders(db, systemScope(id), { now })).raised.length;
  }
  return raised;
}
