// The organization's ships (spec section 3 'Vessel', issue 11 'Fleet'): managed by the admins, the
// active ones offered in the vessel selector (spec section 6). The rules that depend on a ship's size
// and type (CII capacity, record-book applicability) read them from here (shipParticulars).
import type { Role } from '../../auth/roles';
import { ORGANIZATION_ADMIN_ROLES } from '../../auth/roles';
import type { CiiShip, CiiShipType } from '../../rules/cii';
import { CII_SHIP_TYPES } from '../../rules/cii';
import type { EexiShip } from '../../rules/eexi';
import { isValidImoNumber } from '../../rules/imo-number';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';

/** The ship types of the compliance rules (CII G1/G2, MARPOL record books), and any other ship. */
export const VESSEL_TYPES = [...CII_SHIP_TYPES, 'other'] as const;
export type VesselType = (typeof VESSEL_TYPES)[number];

/** Only active ships appear in the vessel selector (spec section 6). */
export const VESSEL_STATUSES = ['active', 'laid_up', 'sold'] as const;

/** Maritime Mobile Service Identity: nine digits (ITU-R M.585). */
export const MMSI_PATTERN = /^\d{9}$/;
/** A radio call sign: letters and digits (ITU Radio Regulations Article 19). */
export const CALL_SIGN_PATTERN = /^[A-Za-z0-9]{3,10}$/;

/** Who manages the fleet: organization admins all of it; ship admins edit their own vessels. */
const FLEET_WRITE_ROLES: readonly Role[] = ['super_admin', 'company_admin', 'ship_admin'];

export const vesselEntity = defineEntity({
  name: 'vessel',
  module: 'fleet',
  resource: 'vessels',
  table: 'vessels',
  localTable: 'ships',
  scope: 'fleet',
  fields: {
    name: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    imo_number: { kind: 'text', required: true, maxLength: 20, filter: true, sort: true, search: true },
    flag_state: { kind: 'text', required: true, maxLength: 100, filter: true, sort: true, search: true },
    vessel_type: { kind: 'enum', values: VESSEL_TYPES, required: true, filter: true, sort: true },
    gross_tonnage: { kind: 'number', unit: 'GT', min: 1, max: 1_000_000, integer: true, sort: true },
    deadweight: { kind: 'number', unit: 't', min: 0, max: 1_000_000, sort: true },
    year_built: { kind: 'number', min: 1900, max: 2100, integer: true, sort: true },
    class_society: { kind: 'text', maxLength: 100, filter: true, sort: true, search: true },
    call_sign: { kind: 'text', maxLength: 10, search: true },
    mmsi: { kind: 'text', maxLength: 9, search: true },
    // EEXI (MARPOL Annex VI reg. 23): the attained figure of the ship's EEXI Technical File as verified
    // by the Administration or RO, and the engine or shaft power limitation fitted to attain it.
    attained_eexi: { kind: 'number', unit: 'g CO2/t·nm', min: 0.01, max: 1000 },
    epl_fitted: { kind: 'boolean', defaultValue: false },
    epl_power_kw: { kind: 'number', unit: 'kW', min: 1, max: 200_000 },
    status: {
      kind: 'enum',
      values: VESSEL_STATUSES,
      tones: { active: 'green', laid_up: 'yellow' },
      filter: true,
      sort: true,
      defaultValue: 'active',
    },
  },
  titleField: 'name',
  defaultSort: 'name',
  list: {
    columns: [
      'name',
      'imo_number',
      'vessel_type',
      'flag_state',
      'gross_tonnage',
      'deadweight',
      'year_built',
      'status',
    ],
    filterBar: ['vessel_type', 'flag_state', 'status'],
  },
  form: {
    sections: [
      ['name', 'imo_number', 'vessel_type', 'flag_state', 'status'],
      ['gross_tonnage', 'deadweight', 'year_built'],
      ['class_society', 'call_sign', 'mmsi'],
      ['attained_eexi', 'epl_fitted', 'epl_power_kw'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'active', tone: 'ok', where: [{ field: 'status', op: 'eq', value: 'active' }] },
    { key: 'laidUp', tone: 'warning', where: [{ field: 'status', op: 'eq', value: 'laid_up' }] },
    { key: 'sold', where: [{ field: 'status', op: 'eq', value: 'sold' }] },
  ],
  writeRoles: FLEET_WRITE_ROLES,
  screen: { path: '/vessels', group: 'system', position: 40, icon: 'ship', adminOnly: true },
  createRoles: ORGANIZATION_ADMIN_ROLES,
  deleteRoles: ORGANIZATION_ADMIN_ROLES,
  refine: (row) => {
    const errors: Record<string, string[]> = {};
    if (typeof row.imo_number === 'string' && row.imo_number.trim() && !isValidImoNumber(row.imo_number)) {
      errors.imo_number = ['validation:imoNumber'];
    }
    if (typeof row.mmsi === 'string' && row.mmsi && !MMSI_PATTERN.test(row.mmsi)) {
      errors.mmsi = ['validation:mmsi'];
    }
    if (typeof row.call_sign === 'string' && row.call_sign && !CALL_SIGN_PATTERN.test(row.call_sign)) {
      errors.call_sign = ['validation:callSign'];
    }
    if (
      row.epl_fitted === true &&
      (row.epl_power_kw === null || row.epl_power_kw === undefined || row.epl_power_kw === '')
    ) {
      errors.epl_power_kw = ['validation:required'];
    }
    return errors;
  },
});

/** What the size- and type-dependent rules need of a vessel row. */
export type VesselParticulars = {
  vessel_type: string;
  gross_tonnage: number | null;
  deadweight: number | null;
  /** From the EEXI Technical File (g CO2/t·nm), with the power limitation fitted to attain it. */
  attained_eexi?: number | null;
  epl_fitted?: boolean | null;
  epl_power_kw?: number | null;
};

/** The ship as the CII rules take it; null when its type has no CII or a tonnage is missing. */
export function ciiShipOf(vessel: VesselParticulars): CiiShip | null {
  const shipType = CII_SHIP_TYPES.find((type) => type === vessel.vessel_type);
  if (!shipType || !vessel.gross_tonnage || !vessel.deadweight) return null;
  return { shipType: shipType satisfies CiiShipType, gt: vessel.gross_tonnage, dwt: vessel.deadweight };
}

/** The ship as the EEXI rule takes it; null when its type has none of regulation 25 or a tonnage is missing. */
export function eexiShipOf(vessel: VesselParticulars): EexiShip | null {
  const ship = ciiShipOf(vessel);
  return ship && { shipType: ship.shipType, dwt: ship.dwt, gt: ship.gt };
}

// The registry contract test's row (ENTITY_FIXTURES): a ship joining the fleet; 9176187 is valid by its
// check digit and not a demo ship's.
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
    attained_eexi: 3.21,
    epl_fitted: true,
    epl_power_kw: 6_480,
  },
  update: { class_society: 'Lloyd’s Register' },
});
