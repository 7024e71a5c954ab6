// Running-hours readings: recording one, and keeping the equipment's running_hours on the latest.
import { v7 as uuidv7 } from 'uuid';

import { mayWriteMaintenance, runningHoursReadingEntity } from '@mars/domain';

import type { Db, Queryable } from '../../db/client';
import { writeAudit } from '../../crud/audit';
import { assertReferences } from '../../crud/references';
import type { Scope } from '../../crud/scope';
import { errors } from '../../plugins/errors';
import { findEquipmentForUpdate, latestReadingHours, updateEquipment } from './maintenance.repository';

/** Sets the equipment's running hours to the latest reading's (when it has readings). */
export async function followLatestReading(
  db: Queryable,
  scope: Scope,
  equipmentId: string,
  now: Date,
): Promise<void> {
  const hours = await latestReadingHours(db, scope, equipmentId);
  if (hours === undefined) return;
  const equipment = await findEquipmentForUpdate(db, scope, equipmentId);
  if (!equipment || Number(equipment.running_hours ?? -1) === hours) return;
  await updateEquipment(db, scope, { id: equipmentId, values: { running_hours: hours }, now });
  await writeAudit(db, scope, {
    entity: 'equipment',
    entityId: equipmentId,
    action: 'update',
    changedFields: { running_hours: { before: equipment.running_hours ?? null, after: hours } },
    at: now,
  });
}

/** Inserts a reading inside an open transaction; refuses hours below the latest reading. */
export async function insertReading(
  tx: Queryable,
  scope: Scope,
  input: { equipmentId: string; hours: number; readingAt: Date; remarks?: string | null; now: Date },
): Promise<Record<string, unknown>> {
  const equipment = await findEquipmentForUpdate(tx, scope, input.equipmentId);
  if (!equipment) throw errors.notFound();
  await assertReferences(tx, scope, runningHoursReadingEntity, {
    vessel_id: equipment.vessel_id,
    equipment_id: input.equipmentId,
    recorded_by: scope.userId,
  });
  const latest = await latestReadingHours(tx, scope, input.equipmentId);
  if (latest !== undefined && input.hours < latest) {
    throw errors.validation({ hours: ['validation:runningHoursDecrease'] });
  }
  const id = uuidv7();
  const { rows } = await tx.query<Record<string, unknown>>(
    `INSERT INTO running_hours_readings (id, organization_id, vessel_id, equipment_id, reading_at, hours,
                                         recorded_by, remarks, created_at, updated_at, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $7, $7) RETURNING *`,
    [
      id,
      scope.organizationId,
      equipment.vessel_id,
      input.equipmentId,
      input.readingAt.toISOString(),
      input.hours,
      scope.userId,
      input.remarks ?? null,
      input.now.toISOString(),
    ],
  );
  await writeAudit(tx, scope, {
    entity: 'runningHoursReading',
    entityId: id,
    action: 'create',
    changedFields: { equipment_id: input.equipmentId, hours: input.hours },
    at: input.now,
  });
  await followLatestReading(tx, scope, input.equipmentId, input.now);
  return rows[0]!;
}

/** POST /equipment/:id/running-hours: the 'record reading' action of the equipment list. */
export async function recordReading(
  db: Db,
  scope: Scope,
  input: { equipmentId: string; hours: number; readingAt?: string; remarks?: string | null; now: Date },
): Promise<Record<string, unknown>> {
  if (!mayWriteMaintenance(scope.role)) throw errors.forbidden();
  const readingAt = input.readingAt ? new Date(input.readingAt) : input.now;
  if (readingAt.getTime() > input.now.getTime() + 5 * 60_000) {
    throw errors.validation({ reading_at: ['validation:dateInFuture'] });
  }
  return db.transaction((tx) =>
    insertReading(tx, scope, { ...input, readingAt, remarks: input.remarks ?? null }),
  );
}
