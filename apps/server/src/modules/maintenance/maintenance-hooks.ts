// What the maintenance module adds to the generic writes of its entities (crud/entity-hooks.ts):
// - work orders: the server gives the number (WO-<year>-<nnnn>, per vessel and year) on create, inside
//   the write's transaction (a refused write leaves no gap), and keeps it; the status only moves
//   through the workflow steps (POST /work-orders/:id/<action>);
// - running-hours readings: one rule for every reading, and the equipment follows the newest one by
//   date; equipment with readings takes its hours from them (running-hours.service.ts).
import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { AppError, errors } from '../../plugins/errors';
import { equipmentHooks, runningHoursReadingHooks } from './running-hours.service';
import { nextWorkOrderNumber } from './work-order-number.repository';

const CREATE_STATUSES = new Set(['pending', 'open']);

const workOrderHooks: EntityWriteHooks = {
  async beforeCreate(tx, _scope, write) {
    if (write.values.status !== undefined && !CREATE_STATUSES.has(String(write.values.status))) {
      throw errors.validation({ status: ['validation:workOrderCreateStatus'] });
    }
    write.values.work_order_number = await nextWorkOrderNumber(tx, String(write.values.vessel_id), write.now);
  },
  async beforeUpdate(_tx, _scope, write) {
    delete write.values.work_order_number;
    if (write.values.status !== undefined && write.values.status !== write.existing.status) {
      throw new AppError(
        409,
        'invalid_transition',
        'The status of a work order changes only through its workflow steps.',
        { status: write.existing.status },
      );
    }
  },
};

/** The maintenance module's hooks by entity name, for registerEntityRoutes (app.ts). */
export const MAINTENANCE_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  equipment: equipmentHooks,
  workOrder: workOrderHooks,
  runningHoursReading: runningHoursReadingHooks,
};
