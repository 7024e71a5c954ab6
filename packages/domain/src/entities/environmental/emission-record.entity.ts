// Emission records (spec section 3 'Emission record' and 'MRV fuel entry', issue 14 'Emissions
// monitoring'): the fuel a vessel burnt of one fuel type in a period - a voyage (a passage of the
// navigation records), a month or a week - or at berth (a port call). The officer or engineer records
// the fuel and, for a period without a passage, the distance and hours; the server takes the rest:
// the CO2 factor of the fuel (MEPC.364(79), the same as EU MRV Annex I; rules/fuel.ts) and the CO2,
// the distance, hours and EU MRV scope of the linked passage or port call (rules/eu-mrv.ts), and the
// EEOI (MEPC.1/Circ.684). The Master verifies a record; a verified record is locked until he reopens it.
// The year's figures - fuel by type, CO2, distance, the attained CII and its rating, the EU MRV split -
// are derived from the records (emissions-year.ts), never typed.
import { EU_MRV_SCOPES } from '../../rules/eu-mrv';
import { FUEL_TYPES } from '../../rules/fuel';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { EMISSION_VERIFY_ROLES, EMISSION_WRITE_ROLES } from './environmental-roles';
import { fieldErrors } from '../refine-errors';

/** Spec section 9 'MRV period types'. */
export const EMISSION_PERIOD_TYPES = ['voyage', 'monthly', 'weekly'] as const;
/** Spec section 9 'Voyage types': laden, ballast, or in port (at berth). */
export const EMISSION_VOYAGE_TYPES = ['laden', 'ballast', 'port'] as const;
/** Spec section 9 'Monitoring methods' (EU MRV Annex I Part A: A, B, C and D; IMO DCS the first three). */
export const MONITORING_METHODS = ['bdn', 'tank_monitoring', 'flow_meter', 'direct_measurement'] as const;
export const EMISSION_STATUSES = ['draft', 'verified'] as const;

/** The most fuel one record may hold, t (ours: more than the largest ship burns in a month). */
export const MAX_FUEL_PER_RECORD_T = 20_000;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

export const emissionRecordEntity = defineEntity({
  name: 'emissionRecord',
  module: 'environmental',
  resource: 'emission-records',
  table: 'emission_records',
  scope: 'vessel',
  fields: {
    /** EM-2026-0042: the server's, per vessel and year of the period's start. */
    report_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    period_type: { kind: 'enum', values: EMISSION_PERIOD_TYPES, required: true, filter: true, sort: true },
    period_start: { kind: 'date', notInFuture: true, required: true, sort: true },
    period_end: {
      kind: 'date',
      required: true,
      sort: true,
      order: { relation: 'notBefore', field: 'period_start', message: 'validation:dateRange' },
    },
    /** The voyage leg of the navigation records: its ports, distance and hours count, not retyped. */
    passage_id: { kind: 'reference', references: 'passage', filter: true },
    /** The stay at berth (voyage type 'port'): its port and hours count. */
    port_call_id: { kind: 'reference', references: 'portCall', filter: true },
    voyage_type: { kind: 'enum', values: EMISSION_VOYAGE_TYPES, required: true, filter: true, sort: true },
    fuel_type: { kind: 'enum', values: FUEL_TYPES, required: true, filter: true, sort: true },
    fuel_consumed_t: {
      kind: 'number',
      unit: 't',
      required: true,
      min: 0,
      max: MAX_FUEL_PER_RECORD_T,
      sort: true,
    },
    monitoring_method: { kind: 'enum', values: MONITORING_METHODS, filter: true },
    /** Cf, t CO2 per t fuel (the server's, from the fuel type). */
    emission_factor: { kind: 'number', unit: 't/t', min: 0, max: 10 },
    /** Fuel × Cf (the server's). */
    co2_t: { kind: 'number', unit: 't', min: 0, max: 100_000, sort: true },
    /** Of the passage when one is linked and has a distance; else as entered. */
    distance_nm: { kind: 'number', unit: 'NM', min: 0, max: 30_000 },
    hours_at_sea: { kind: 'number', unit: 'h', min: 0, max: 8_784 },
    hours_in_port: { kind: 'number', unit: 'h', min: 0, max: 8_784 },
    cargo_carried_t: { kind: 'number', unit: 't', min: 0, max: 1_000_000 },
    /** g CO2 per tonne-mile of cargo (the server's, where cargo and distance are known). */
    eeoi: { kind: 'number', unit: 'g/t·NM', min: 0, max: 1_000_000 },
    /** Where the voyage or stay falls for EU MRV (the server's, from the ports' UN/LOCODEs). */
    eu_scope: { kind: 'enum', values: EU_MRV_SCOPES, filter: true },
    status: {
      kind: 'enum',
      values: EMISSION_STATUSES,
      tones: { verified: 'green' },
      filter: true,
      sort: true,
    },
    verified_at: { kind: 'dateTime', sort: true },
    verified_by: { kind: 'reference', references: 'user' },
    remarks: { kind: 'longText', maxLength: 4000, search: true },
  },
  titleFields: ['report_number', 'fuel_type'],
  // The remarks: a writer's field (pickers and the title show the number and fuel, as the oil record book's).
  titleField: 'remarks',
  defaultSort: '-period_start',
  list: {
    columns: [
      'report_number',
      'period_start',
      'period_end',
      'passage_id',
      'voyage_type',
      'fuel_type',
      'fuel_consumed_t',
      'co2_t',
      'distance_nm',
      'eu_scope',
      'status',
    ],
    dateFilterField: 'period_start',
    filterBar: ['fuel_type', 'voyage_type', 'eu_scope', 'status'],
  },
  form: {
    sections: [
      ['period_type', 'period_start', 'period_end', 'voyage_type', 'passage_id', 'port_call_id'],
      ['fuel_type', 'fuel_consumed_t', 'monitoring_method'],
      ['distance_nm', 'hours_at_sea', 'hours_in_port', 'cargo_carried_t'],
      ['remarks'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'draft', where: [{ field: 'status', op: 'eq', value: 'draft' }], tone: 'warning' },
    { key: 'verified', where: [{ field: 'status', op: 'eq', value: 'verified' }], tone: 'ok' },
    {
      key: 'euScope',
      where: [
        { field: 'eu_scope', op: 'in', value: ['intra_eu', 'departing_eu', 'arriving_eu', 'at_berth_eu'] },
      ],
    },
  ],
  writeRoles: EMISSION_WRITE_ROLES,
  serverFields: [
    'report_number',
    'emission_factor',
    'co2_t',
    'eeoi',
    'eu_scope',
    'verified_at',
    'verified_by',
  ],
  numbering: { field: 'report_number', prefix: 'EM', yearOf: 'period_start' },
  workflow: {
    field: 'status',
    initial: 'draft',
    actions: {
      verify: {
        from: ['draft'],
        to: 'verified',
        roles: EMISSION_VERIFY_ROLES,
        refusedCode: 'emission_verify_master_only',
        requiresValidRow: true,
        sets: { verified_at: 'now', verified_by: 'user' },
        tone: 'positive',
      },
      reopen: {
        from: ['verified'],
        to: 'draft',
        roles: EMISSION_VERIFY_ROLES,
        refusedCode: 'emission_verify_master_only',
        sets: { verified_at: null, verified_by: null },
        tone: 'neutral',
      },
    },
    locked: { states: ['verified'], code: 'emission_record_verified' },
    deletableIn: { states: ['draft'], code: 'emission_record_verified' },
  },
  refine: (row) => {
    const { errors, add } = fieldErrors();
    if (row.voyage_type === 'port' && isSet(row.passage_id))
      add('passage_id', 'validation:emissionPassageAtBerth');
    if (row.voyage_type !== 'port' && isSet(row.port_call_id)) {
      add('port_call_id', 'validation:emissionPortCallAtSea');
    }
    return errors;
  },
  screen: { path: '/environmental/emissions', group: 'environmental', position: 40, icon: 'cloud' },
});

// The registry contract test's row: the fuel of a short-sea passage as the chief engineer records it
// (the contract test's clock stands at 2026-11-22 08:00 UTC).
export const emissionRecordFixture = defineFixture(emissionRecordEntity, {
  row: {
    period_type: 'voyage',
    // Of 2024, a year the demo has no records in: a row moved to the other demo ship keeps a number of its own.
    period_start: '2024-11-20',
    period_end: '2024-11-21',
    voyage_type: 'laden',
    fuel_type: 'VLSFO',
    fuel_consumed_t: 38.5,
    monitoring_method: 'bdn',
    distance_nm: 302,
    hours_at_sea: 25.5,
    cargo_carried_t: 41_000,
  },
  update: { remarks: 'ME and AE consumption from the flow meters, checked against soundings.' },
});
