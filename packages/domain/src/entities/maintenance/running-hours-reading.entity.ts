// Running-hours readings of equipment; the equipment's running_hours follows the latest reading.
import { defineEntity } from '../define-entity';
import { MAINTENANCE_WRITE_ROLES } from './maintenance-roles';

export const runningHoursReadingEntity = defineEntity({
  name: 'runningHoursReading',
  module: 'maintenance',
  resource: 'running-hours-readings',
  table: 'running_hours_readings',
  scope: 'vessel',
  fields: {
    equipment_id: { kind: 'reference', references: 'equipment', required: true, filter: true },
    reading_at: { kind: 'dateTime', required: true, sort: true },
    hours: { kind: 'number', unit: 'h', required: true, min: 0, sort: true },
    recorded_by: { kind: 'reference', references: 'user', filter: true },
    remarks: { kind: 'text', maxLength: 500 },
  },
  titleField: 'reading_at',
  defaultSort: '-reading_at',
  list: { columns: ['reading_at', 'equipment_id', 'hours', 'recorded_by', 'remarks'] },
  form: { sections: [['equipment_id', 'reading_at', 'hours', 'remarks']] },
  writeRoles: MAINTENANCE_WRITE_ROLES,
});
