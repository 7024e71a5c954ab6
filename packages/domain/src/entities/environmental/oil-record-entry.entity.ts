// Oil record book entries (spec section 3 'Oil record book entry', issue 14; MARPOL Annex I reg 17 and
// 36, Appendix III). Where the spec and the regulation differ, the regulation wins: an entry names the
// form's code (Part I A-I, Part II A-O and P-R) and item number (C 11.3, H 26.3), not 'operation codes
// 1 to 7'; the bunkering quantity is in tonnes as the form asks (H 26.3), beside the m3 as measured.
// The fields an entry shows follow its code (form variants). The certification (MEPC.312(74)): an entry
// is drafted, completed, signed by the officer in charge of the operation and certified by the Master;
// once signed it is locked and only a new entry that references it, with a reason, corrects it;
// certified entries are sealed in the vessel's hash chain of their part (the server's hooks).
import { FUEL_TYPES } from '../../rules/fuel';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import type { ChainHead, ChainVerification, HashChainDefinition } from '../hash-chain';
import { verifyHashChain } from '../hash-chain';
import {
  OIL_RECORD_CERTIFY_ROLES,
  OIL_RECORD_SIGN_ROLES,
  OIL_RECORD_WRITE_ROLES,
} from './environmental-roles';
import { ORB_CODES, ORB_PARTS, ORB_PART_I_ITEMS, partOfCode } from './oil-record-book';
import {
  RECORD_BOOK_SERVER_FIELDS,
  RECORD_BOOK_STATS,
  RECORD_BOOK_STATUSES,
  certificationFields,
  checkCorrectionReason,
  recordBookChain,
  recordBookWorkflow,
} from './record-book';
import { fieldErrors, isEmpty } from '../refine-errors';

export const ORB_STATUSES = RECORD_BOOK_STATUSES;
export type OrbStatus = (typeof ORB_STATUSES)[number];

/** What was bunkered or lost: the fuel types of spec section 9 and lubricating oil (H 26.4). */
export const ORB_OIL_TYPES = [...FUEL_TYPES, 'lube_oil', 'sludge', 'oily_bilge_water'] as const;

const POSITION_START = ['latitude_start', 'longitude_start'] as const;
const POSITION_END = ['latitude_end', 'longitude_end'] as const;
const DISCHARGE = ['oil_content_ppm', 'en_route', 'special_area'] as const;

/** The particulars each code's items ask for (Appendix III), after the code and item. */
const SECTIONS_BY_CODE = {
  'I-A': [
    ['tank_to_id', 'quantity_m3', 'tank_from_id', 'start_at', 'end_at', ...POSITION_START, ...POSITION_END],
  ],
  'I-B': [
    ['tank_from_id', 'quantity_m3', 'start_at', 'end_at', ...POSITION_START, ...POSITION_END],
    [...DISCHARGE, 'port', 'receipt_number'],
  ],
  'I-C': [
    [
      'tank_from_id',
      'tank_to_id',
      'quantity_m3',
      'tank_total_m3',
      'start_at',
      'end_at',
      'port',
      'receipt_number',
    ],
  ],
  'I-D': [
    ['tank_from_id', 'tank_to_id', 'quantity_m3', 'tank_total_m3', 'start_at', 'end_at'],
    [...POSITION_START, ...POSITION_END, ...DISCHARGE, 'port', 'receipt_number'],
  ],
  'I-E': [['tank_from_id', 'start_at', 'end_at']],
  'I-F': [['start_at', 'end_at']],
  'I-G': [['start_at', ...POSITION_START, 'oil_type', 'quantity_m3', 'tank_from_id']],
  'I-H': [
    ['port', 'start_at', 'end_at', 'oil_type', 'quantity_t', 'quantity_m3', 'tank_to_id', 'tank_total_m3'],
  ],
  'II-H': [
    ['tank_from_id', 'quantity_m3', 'start_at', 'end_at', ...POSITION_START, ...POSITION_END],
    [...DISCHARGE, 'distance_from_land_nm'],
  ],
  'II-I': [
    ['tank_from_id', 'quantity_m3', 'start_at', 'end_at', ...POSITION_START, ...POSITION_END],
    [...DISCHARGE, 'distance_from_land_nm'],
  ],
  'II-A': [['tank_to_id', 'quantity_m3', 'oil_type', 'port', 'start_at', 'end_at']],
  'II-C': [['tank_from_id', 'quantity_m3', 'port', 'start_at', 'end_at']],
  'II-J': [['tank_from_id', 'tank_to_id', 'quantity_m3', 'tank_total_m3', 'port', 'start_at', 'end_at']],
} as const;

export const oilRecordEntryEntity = defineEntity({
  name: 'oilRecordEntry',
  module: 'environmental',
  resource: 'oil-record-entries',
  table: 'oil_record_entries',
  scope: 'vessel',
  fields: {
    /** ORBI-2026-0042: the server's, per vessel, part and year of the operation. */
    entry_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    part: { kind: 'enum', values: ORB_PARTS, required: true, filter: true, sort: true },
    operation_date: { kind: 'date', notInFuture: true, required: true, sort: true },
    code: { kind: 'enum', values: ORB_CODES, required: true, filter: true, sort: true },
    /** The item number of the form (26.3); Part I codes A-H name one, code I and Part II may not. */
    item: { kind: 'text', maxLength: 10, sort: true, search: true },
    start_at: { kind: 'dateTime', utc: true, sort: true },
    end_at: {
      kind: 'dateTime',
      utc: true,
      order: { relation: 'notBefore', field: 'start_at', message: 'validation:dateRange' },
    },
    tank_from_id: { kind: 'reference', references: 'vesselTank', filter: true },
    tank_to_id: { kind: 'reference', references: 'vesselTank', filter: true },
    /** As measured, to 0.1 m3 (domain-reference 9.3). */
    quantity_m3: { kind: 'number', unit: 'm3', min: 0, max: 100_000 },
    /** The measured total content of the tank after the operation (C 11.3, H 26.3). */
    tank_total_m3: { kind: 'number', unit: 'm3', min: 0, max: 100_000 },
    /** Bunkering: the quantity in tonnes, as the form asks (H 26.3, 26.4). */
    quantity_t: { kind: 'number', unit: 't', min: 0, max: 100_000 },
    oil_type: { kind: 'enum', values: ORB_OIL_TYPES, filter: true },
    /** Place of bunkering, or the port of the reception facility. */
    port: { kind: 'text', maxLength: 120, search: true },
    receipt_number: { kind: 'text', maxLength: 60, search: true },
    latitude_start: { kind: 'number', unit: '°', min: -90, max: 90 },
    longitude_start: { kind: 'number', unit: '°', min: -180, max: 180 },
    latitude_end: { kind: 'number', unit: '°', min: -90, max: 90 },
    longitude_end: { kind: 'number', unit: '°', min: -180, max: 180 },
    oil_content_ppm: { kind: 'number', unit: 'ppm', min: 0, max: 1_000_000 },
    en_route: { kind: 'boolean' },
    special_area: { kind: 'boolean' },
    distance_from_land_nm: { kind: 'number', unit: 'NM', min: 0, max: 20_000 },
    remarks: { kind: 'longText', maxLength: 4000, search: true },
    ...certificationFields('oilRecordEntry'),
  },
  titleFields: ['entry_number', 'code', 'item'],
  // The record of operations: a writer's field (pickers and the title show the number, code and item).
  titleField: 'remarks',
  defaultSort: '-operation_date',
  list: {
    columns: [
      'entry_number',
      'operation_date',
      'code',
      'item',
      'tank_from_id',
      'tank_to_id',
      'quantity_m3',
      'status',
    ],
    dateFilterField: 'operation_date',
    filterBar: ['part', 'code', 'status'],
  },
  form: {
    sections: [['part', 'code', 'item', 'operation_date'], ['remarks'], ['corrects_id', 'correction_reason']],
    variants: { field: 'code', at: 1, sections: SECTIONS_BY_CODE },
  },
  stats: [{ key: 'total' }, ...RECORD_BOOK_STATS],
  writeRoles: OIL_RECORD_WRITE_ROLES,
  serverFields: RECORD_BOOK_SERVER_FIELDS,
  numbering: {
    field: 'entry_number',
    prefix: { field: 'part', values: { I: 'ORBI', II: 'ORBII' } },
    yearOf: 'operation_date',
  },
  workflow: recordBookWorkflow(
    { write: OIL_RECORD_WRITE_ROLES, sign: OIL_RECORD_SIGN_ROLES, certify: OIL_RECORD_CERTIFY_ROLES },
    'orb',
  ),
  refine: (row) => {
    const { errors, add } = fieldErrors();
    const code = typeof row.code === 'string' ? row.code : '';
    if (code && row.part && partOfCode(code) !== row.part) add('code', 'validation:orbCodeOfPart');
    const items = ORB_PART_I_ITEMS[code];
    if (items && items.length > 0) {
      if (isEmpty(row.item)) add('item', 'validation:required');
      else if (!items.includes(String(row.item).trim())) add('item', 'validation:orbItemOfCode');
    }
    if (!isEmpty(row.quantity_m3) && isEmpty(row.tank_from_id) && isEmpty(row.tank_to_id)) {
      add('tank_from_id', 'validation:orbTankRequired');
    }
    if (!isEmpty(row.tank_total_m3) && isEmpty(row.tank_from_id) && isEmpty(row.tank_to_id)) {
      add('tank_to_id', 'validation:orbTankRequired');
    }
    if (!isEmpty(row.tank_from_id) && row.tank_from_id === row.tank_to_id) {
      add('tank_to_id', 'validation:orbSameTank');
    }
    checkCorrectionReason(row, add, 'validation:orbCorrectionReason');
    return errors;
  },
  screen: {
    path: '/environmental/orb',
    group: 'environmental',
    position: 10,
    icon: 'droplet',
    // The vessel's tanks (IOPP supplement), a tab of the same screen.
    tabs: { tanks: 'vesselTank' },
  },
});

/** The chains of certified entries: one per vessel and part. */
export const OIL_RECORD_CHAIN: HashChainDefinition = recordBookChain(
  oilRecordEntryEntity,
  'oil_record_chain_heads',
);

export function oilRecordChainContent(row: Record<string, unknown>): string {
  return OIL_RECORD_CHAIN.content(row);
}

export function verifyOilRecordChain(
  entries: readonly Record<string, unknown>[],
  hash: (content: string) => string,
  head: ChainHead | undefined,
): ChainVerification {
  return verifyHashChain(entries, hash, head, OIL_RECORD_CHAIN);
}

// The registry contract test's row: a bunkering entry as the Chief Engineer writes it (the contract
// test's clock stands at 2026-11-22 08:00 UTC).
export const oilRecordEntryFixture = defineFixture(oilRecordEntryEntity, {
  row: {
    part: 'I',
    code: 'I-H',
    item: '26.3',
    operation_date: '2026-11-21',
    port: 'Rotterdam',
    start_at: '2026-11-21T08:00:00.000Z',
    end_at: '2026-11-21T14:30:00.000Z',
    oil_type: 'VLSFO',
    quantity_t: 480.5,
    remarks: 'Bunker delivery note on board.',
  },
  update: { remarks: 'Bunker delivery note BDN-4471 on board.' },
});
