// The tanks of a vessel as the supplement to its IOPP certificate lists them (Form A/B items 3.1 tanks
// for oil residues (sludge), 3.3 bilge water holding tanks, and the fuel and lubricating oil tanks
// the oil record book names), and the ballast water tanks of the Ballast Water Management Plan that
// the ballast water record book names (tank type 'ballast_water'). Oil record book entries name these tanks, so the names match the
// certificate's (a mismatch is a common port-state finding, domain-reference section 9.3). What a tank
// holds (its retained on board) is never typed: it is derived from the entries (oil-record-book.ts).
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { OIL_RECORD_WRITE_ROLES } from './environmental-roles';

export const TANK_TYPES = [
  'sludge',
  'bilge_water_holding',
  'fuel_oil',
  'lube_oil',
  'fuel_oil_drain',
  'waste_oil',
  'slop',
  'cargo',
  'ballast_water',
  'other',
] as const;
export type TankType = (typeof TANK_TYPES)[number];

/** Tanks nothing empties without an entry (no engine burns them): a sounding may not be less than the entries leave. */
export const RESIDUE_TANK_TYPES: readonly TankType[] = [
  'sludge',
  'bilge_water_holding',
  'fuel_oil_drain',
  'waste_oil',
  'slop',
];

export const vesselTankEntity = defineEntity({
  name: 'vesselTank',
  module: 'environmental',
  resource: 'vessel-tanks',
  table: 'vessel_tanks',
  scope: 'vessel',
  fields: {
    name: { kind: 'text', required: true, maxLength: 80, sort: true, search: true },
    tank_type: {
      kind: 'enum',
      values: TANK_TYPES,
      tones: {
        sludge: 'orange',
        bilge_water_holding: 'cyan',
        fuel_oil: 'blue',
        lube_oil: 'grape',
        ballast_water: 'teal',
      },
      required: true,
      filter: true,
      sort: true,
    },
    /** The item of the IOPP supplement that lists the tank (3.1, 3.3). */
    iopp_item: { kind: 'text', maxLength: 10, sort: true },
    /** Frames (from-to), as the supplement gives the tank's place. */
    location: { kind: 'text', maxLength: 80 },
    capacity_m3: { kind: 'number', unit: 'm3', required: true, min: 0.1, max: 100_000, sort: true },
    remarks: { kind: 'longText', maxLength: 2000 },
  },
  titleField: 'name',
  defaultSort: 'name',
  list: {
    columns: ['name', 'tank_type', 'iopp_item', 'location', 'capacity_m3'],
    filterBar: ['tank_type'],
  },
  form: {
    sections: [['name', 'tank_type', 'iopp_item'], ['location', 'capacity_m3'], ['remarks']],
  },
  stats: [
    { key: 'total' },
    { key: 'sludge', where: [{ field: 'tank_type', op: 'eq', value: 'sludge' }] },
    { key: 'bilge', where: [{ field: 'tank_type', op: 'eq', value: 'bilge_water_holding' }] },
    { key: 'ballast', where: [{ field: 'tank_type', op: 'eq', value: 'ballast_water' }] },
  ],
  writeRoles: OIL_RECORD_WRITE_ROLES,
});

export const vesselTankFixture = defineFixture(vesselTankEntity, {
  row: {
    name: 'Sludge tank (P)',
    tank_type: 'sludge',
    iopp_item: '3.1',
    location: 'Fr. 22-26',
    capacity_m3: 12.5,
  },
  update: { capacity_m3: 12.8 },
});
