// Running-hours readings: one rule for every way a reading is written (readingOrderProblems and
// readingDateProblems of the domain), and the equipment's running_hours on the newest reading by date.
// The generic PUT and DELETE of /running-hours-readings (the equipment's 'record reading' too) and a
// work order's completion all go through the hooks below.
import { v7 as uuidv7 } from 'uuid';

import { readingOrderProblems, runningHoursReadingEntity } from '@mars/domain';

import type { Queryable } from '../../db/client';
import { writeAudit } from '../../crud/audit';
import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { createRow } from '../../crud/entity.service';
import type { Scope } from '../../crud/scope';
import { errors } from '../../plugins/errors';
import {
  findEquipmentForUpdate,
  latestReadingHours,
  neighbourReadingHours,
  updateEquipment,
} from './maintenance.repository';

type Row = Record<string, unknown>;

/** Sets the equipment's running hours to the newest reading's (leaving one out, for a delete). */
export async function followLatestReading(
  db: Queryable,
  scope: Scope,
  equipmentId: string,
  now: Date,
  options: { excludeId?: string } = {},
): Promise<void> {
  const hours = await latestReadingHours(db, scope, equipmentId, options);
  // Without readings the equipment keeps the hours it was given.
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

/** Locks the reading's equipment (readings of one equipment are written one at a time) and checks the order. */
async function assertReadingFits(tx: Queryable, scope: Scope, id: string, values: Row): Promise<void> {
  const equipmentId = String(values.equipment_id);
  const equipment = await findEquipmentForUpdate(tx, scope, equipmentId);
  if (!equipment || equipment.vessel_id !== values.vessel_id) {
    throw errors.validation({ equipment_id: ['validation:invalid'] });
  }
  const readingAt = new Date(String(values.reading_at)).toISOString();
  const neighbours = await neighbourReadingHours(tx, scope, { equipmentId, readingAt, excludeId: id });
  const problems = readingOrderProblems(Number(values.hours), neighbours);
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
}

export const runningHoursReadingHooks: EntityWriteHooks = {
  async beforeCreate(tx, scope, write) {
    write.values.recorded_by ??= scope.userId;
    await assertReadingFits(tx, scope, write.id, write.values);
  },
  async beforeUpdate(tx, scope, write) {
    if (write.values.equipment_id !== write.existing.equipment_id) {
      throw errors.validation({ equipment_id: ['validation:readingEquipmentFixed'] });
    }
    await assertReadingFits(tx, scope, write.id, write.values);
  },
  async afterWrite(tx, scope, write) {
    await followLatestReading(tx, scope, String(write.row.equipment_id), write.now);
  },
  async beforeDelete(tx, scope, write) {
    const equipmentId = String(write.existing.equipment_id);
    await findEquipmentForUpdate(tx, scope, equipmentId);
    await followLatestReading(tx, scope, equipmentId, write.now, { excludeId: write.id });
  },
};

/** Equipment with readings takes its running hours from them, not from an edit of the equipment. */
export const equipmentHooks: EntityWriteHooks = {
  async beforeUpdate(tx, scope, write) {
    const toHours = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    if (toHours(write.values.running_hours) === toHours(write.existing.running_hours)) return;
    if ((await latestReadingHours(tx, scope, write.id)) !== undefined) {
      throw errors.validation({ running_hours: ['validation:runningHoursFromReadings'] });
    }
  },
};

/**
 * Records a reading inside an open transaction (a work order's completion) by the generic create and
 * the same hooks as PUT /running-hours-readings/:id, the one way a client records running hours.
 */
export async function insertReading(
  tx: Queryable,
  scope: Scope,
  input: { equipmentId: string; hours: number; readingAt: Date; remarks?: string | null; now: Date },
): Promise<Row> {
  const equipment = await findEquipmentForUpdate(tx, scope, input.equipmentId);
  if (!equipment) throw errors.notFound();
  const values: Row = {
    vessel_id: equipment.vessel_id,
    equipment_id: input.equipmentId,
    reading_at: input.readingAt.toISOString(),
    hours: input.hours,
    remarks: input.remarks ?? null,
  };
  return createRow(
    tx,
    scope,
    runningHoursReadingEntity,
    { id: uuidv7(), values, now: input.now },
    runningHoursReadingHooks,
  );
}
