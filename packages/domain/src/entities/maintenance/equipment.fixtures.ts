// A piece of machinery of the vessel's equipment tree.
import { defineFixture } from '../define-fixture';
import { equipmentEntity } from './equipment.entity';

export const equipmentFixture = defineFixture(equipmentEntity, {
  row: {
    code: 'CT-601-002',
    name: 'Fresh water generator',
    category: 'other',
    location: 'Engine room, lower platform',
    status: 'operational',
    criticality: 'important',
    manufacturer: 'Alfa Laval',
    model: 'JWP-26-C',
    running_hours: 4_210,
  },
  update: { location: 'Engine room, upper platform' },
});
