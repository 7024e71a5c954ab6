// A corrective work order as an engineer raises it (the contract test's clock stands at 2026-11-22).
import { defineFixture } from '../define-fixture';
import { workOrderEntity } from './work-order.entity';

export const workOrderFixture = defineFixture(workOrderEntity, {
  row: {
    title: 'Renew ballast pump bearings',
    description: 'Bearings noisy at the last round; renew both and check the alignment.',
    priority: 'high',
    due_date: '2026-12-05',
  },
  update: { priority: 'critical' },
  inputs: { complete: { completed_date: '2026-11-21', completion_notes: 'Both bearings renewed.' } },
});
