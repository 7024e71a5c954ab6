// SQL of the maintenance module, always inside a Scope (crud/scope.ts).
import { equipmentEntity, WORK_ORDER_OVERDUE_SQL, workOrderEntity } from '@mars/domain';

import { findRow, setRowColumns } from '../../crud/entity.repository';
import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

type Row = Record<string, unknown>;

/** The overdue expression of the entity definition, with today as parameter $n. */
export function overdueSql(todayParam: number, alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  return WORK_ORDER_OVERDUE_SQL.replace(':today', `$${todayParam}`)
    .replace('due_date', `${prefix}due_date`)
    .replace('status', `${prefix}status`);
}

export type WorkOrderRow = {
  id: string;
  vessel_id: string;
  organization_id: string;
  status: string;
  equipment_id: string | null;
  maintenance_job_id: string | null;
  version: number;
  [column: string]: unknown;
};

// Locked reads and workflow writes go through the generic, scoped repository of crud/.
export async function findWorkOrderForUpdate(
  db: Queryable,
  scope: Scope,
  id: string,
): Promise<WorkOrderRow | undefined> {
  return (await findRow(db, scope, workOrderEntity, id, { forUpdate: true })) as WorkOrderRow | undefined;
}

export async function updateWorkOrderStep(
  db: Queryable,
  scope: Scope,
  input: { id: string; values: Row; now: Date },
): Promise<Row> {
  return (await setRowColumns(db, scope, workOrderEntity, input))!;
}

export function findEquipmentForUpdate(db: Queryable, scope: Scope, id: string): Promise<Row | undefined> {
  return findRow(db, scope, equipmentEntity, id, { forUpdate: true });
}

/** Sets columns of a piece of equipment, raising its version. */
export function updateEquipment(
  db: Queryable,
  scope: Scope,
  input: { id: string; values: Row; now: Date },
): Promise<Row | undefined> {
  return setRowColumns(db, scope, equipmentEntity, input);
}

/** The hours of the latest reading of a piece of equipment, or undefined without readings. */
export async function latestReadingHours(
  db: Queryable,
  scope: Scope,
  equipmentId: string,
): Promise<number | undefined> {
  const params: unknown[] = [equipmentId];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<{ hours: number }>(
    `SELECT hours FROM running_hours_readings WHERE equipment_id = $1 AND deleted_at IS NULL AND ${where}
     ORDER BY reading_at DESC, created_at DESC LIMIT 1`,
    params,
  );
  return rows[0] === undefined ? undefined : Number(rows[0].hours);
}

/** The earliest next due date of the active planned jobs of a piece of equipment. */
export async function earliestJobDueDate(
  db: Queryable,
  scope: Scope,
  equipmentId: string,
): Promise<string | null> {
  const params: unknown[] = [equipmentId];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<{ due: string | null }>(
    `SELECT min(next_due_date) AS due FROM maintenance_jobs
     WHERE equipment_id = $1 AND active AND deleted_at IS NULL AND ${where}`,
    params,
  );
  return rows[0]?.due ?? null;
}
