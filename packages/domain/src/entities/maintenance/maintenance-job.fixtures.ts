// A planned job on a piece of the vessel's equipment, by calendar and by running hours.
import { defineFixture } from '../define-fixture';
import { maintenanceJobEntity } from './maintenance-job.entity';

export const maintenanceJobFixture = defineFixture(maintenanceJobEntity, {
  row: {
    title: 'Clean the plate heat exchanger',
    description: 'Open, clean and pressure-test the plates.',
    interval_days: 180,
    interval_hours: 4_000,
    last_done_date: '2026-08-10',
    priority: 'medium',
    assignee_role: 'engineer',
    active: true,
  },
  update: { interval_days: 120 },
});
