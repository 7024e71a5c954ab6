// A ship joining the fleet; 9176187 is valid by its check digit and not a demo ship's.
import { defineFixture } from '../define-fixture';
import { vesselEntity } from './vessel.entity';

export const vesselFixture = defineFixture(vesselEntity, {
  row: {
    name: 'Atlantic Tern',
    imo_number: '9176187',
    flag_state: 'Malta',
    vessel_type: 'bulk_carrier',
    gross_tonnage: 31_200,
    deadweight: 55_800,
    year_built: 2011,
    class_society: 'DNV',
    call_sign: '9HA4721',
    mmsi: '256123000',
  },
  update: { class_society: 'Lloyd’s Register' },
});
