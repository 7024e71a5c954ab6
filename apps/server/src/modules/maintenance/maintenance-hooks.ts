// What the maintenance module adds to the generic writes of its entities (crud/entity-hooks.ts):
// - work orders: the number on create, the equipment and planned job following each workflow step
//   (work-order.hooks.ts);
// - running-hours readings: one rule for every reading, and the equipment follows the newest one by
//   date; equipment with readings takes its hours from them (running-hours.service.ts).
import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { equipmentHooks, runningHoursReadingHooks } from './running-hours.service';
import { workOrderHooks } from './work-order.hooks';

/** The maintenance module's hooks by entity name, for registerEntityRoutes (app.ts). */
export const MAINTENANCE_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  equipment: equipmentHooks,
  workOrder: workOrderHooks,
  runningHoursReading: runningHoursReadingHooks,
};
