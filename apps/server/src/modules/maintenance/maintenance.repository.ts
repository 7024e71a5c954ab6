// SQL of the maintenance module, always inside a Scope (crud/scope.ts).
import { equipmentEntity } from '@mars/domain';

import { findRow, setRowColumns } from '../../crud/entity.repository';
import type { Queryable } from '../../db/client';
import type { ActingScope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

type Row = Record<string, unknown>;

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

// Locked reads and writes of equipment go through the generic, scoped repository of crud/.
export function findEquipmentForUpdate(
  db: Queryable,
  scope: ActingScope,
  id: string,
): Promise<Row | undefined> {
  return findRow(db, scope, equipmentEntity, id, { forUpdate: true });
}

/** Sets columns of a piece of equipment, raising its version. */
export function updateEquipment(
  db: Queryable,
  scope: ActingScope,
  input: { id: string; values: Row; now: Date },
): Promise<Row | undefined> {
  return setRowColumns(db, scope, equipmentEntity, input);
}

/** The hours of the newest reading of a piece of equipment by date (leaving one out), or undefined. */
export async function latestReadingHours(
  db: Queryable,
  scope: ActingScope,
  equipmentId: string,
  options: { excludeId?: string } = {},
): Promise<number | undefined> {
  const params: unknown[] = [equipmentId, options.excludeId ?? null];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<{ hours: number }>(
    `SELECT hours FROM running_hours_readings
     WHERE equipment_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) AND deleted_at IS NULL AND ${where}
     ORDER BY reading_at DESC, created_at DESC LIMIT 1`,
    params,
  );
  return rows[0] === undefined ? undefined : Number(rows[0].hours);
}

/** The hours of the last reading at or before `readingAt` and of the first after it (one left out). */
export async function neighbourReadingHours(
  db: Queryable,
  scope: ActingScope,
  input: { equipmentId: string; readingAt: string; excludeId: string },
): Promise<{ earlierHours?: number; laterHours?: number }> {
  const params: unknown[] = [input.equipmentId, input.excludeId, input.readingAt];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const readings = `FROM running_hours_readings
     WHERE equipment_id = $1 AND id <> $2::uuid AND deleted_at IS NULL AND ${where}`;
  const { rows } = await db.query<{ earlier: number | null; later: number | null }>(
    `SELECT (SELECT hours ${readings} AND reading_at <= $3::timestamptz
             ORDER BY reading_at DESC, created_at DESC LIMIT 1) AS earlier,
            (SELECT hours ${readings} AND reading_at > $3::timestamptz
             ORDER BY reading_at ASC, created_at ASC LIMIT 1) AS later`,
    params,
  );
  const toHours = (value: number | null | undefined) =>
    value === null || value === undefined ? undefined : Number(value);
  return { earlierHours: toHours(rows[0]?.earlier), laterHours: toHours(rows[0]?.later) };
}

/** The earliest next due date of the active planned jobs of a piece of equipment. */
export async function earliestJobDueDate(
  db: Queryable,
  scope: ActingScope,
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
