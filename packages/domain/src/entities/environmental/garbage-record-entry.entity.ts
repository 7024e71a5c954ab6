// Garbage record book entries (spec section 3 'Garbage entry', issue 14; MARPOL Annex V reg 10 and the
// form of Appendix II, MEPC.277(70)): the date and time, the position (or the port), the category A-K,
// the estimated amount in m3 and how it left the ship: discharged into the sea, to a reception facility
// (with the receipt), incinerated, or lost accidentally (reg 7). Where the spec and the regulation
// differ, the regulation wins: Part I is for every ship of 100 GT and above or certified for 15
// persons (MEPC.360(79), from 1 May 2024), Part II for ships carrying solid bulk cargo (J, K), not a
// tonnage band; and 'other garbage at 25 NM' of the old Annex V no longer exists (MEPC.201(62)).
// The Annex V check (distance from land, special area, the rule) runs at every write, declared here
// (checkWrite) for the server's write path and the offline database's alike, and is stored with the
// entry; a discharge into the sea the rule forbids is refused. The certification is
// the record books' (record-book.ts): signed by the officer in charge, each page by the Master.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import type { HashChainDefinition } from '../hash-chain';
import { GARBAGE_RULE_CODES } from '../../rules/marpol-annex-v';
import {
  GARBAGE_RECORD_CERTIFY_ROLES,
  GARBAGE_RECORD_SIGN_ROLES,
  GARBAGE_RECORD_WRITE_ROLES,
} from './environmental-roles';
import {
  GRB_CATEGORIES,
  GRB_CHECKS,
  GRB_METHODS,
  GRB_METHODS_AT_SEA,
  GRB_SPECIAL_AREAS,
  garbageEntryWriteCheck,
  partOfCategory,
} from './garbage-record-book';
import type { GrbMethod } from './garbage-record-book';
import {
  RECORD_BOOK_PARTS,
  RECORD_BOOK_SERVER_FIELDS,
  RECORD_BOOK_STATS,
  certificationFields,
  checkCorrectionReason,
  recordBookChain,
  recordBookWorkflow,
} from './record-book';
import { fieldErrors, isEmpty } from '../refine-errors';

export const garbageRecordEntryEntity = defineEntity({
  name: 'garbageRecordEntry',
  module: 'environmental',
  resource: 'garbage-record-entries',
  table: 'garbage_record_entries',
  scope: 'vessel',
  fields: {
    /** GRBI-2026-0042: the server's, per vessel, part and year of the operation. */
    entry_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    part: { kind: 'enum', values: RECORD_BOOK_PARTS, required: true, filter: true, sort: true },
    occurred_at: { kind: 'dateTime', utc: true, notInFuture: true, required: true, sort: true },
    category: { kind: 'enum', values: GRB_CATEGORIES, required: true, filter: true, sort: true },
    method: { kind: 'enum', values: GRB_METHODS, required: true, filter: true, sort: true },
    /** Estimated, as the form asks, to 0.01 m3. */
    amount_m3: { kind: 'number', unit: 'm3', min: 0.01, max: 10_000, required: true, sort: true },
    latitude: { kind: 'number', unit: '°', min: -90, max: 90 },
    longitude: { kind: 'number', unit: '°', min: -180, max: 180 },
    en_route: { kind: 'boolean' },
    /** Food waste passed through a comminuter or grinder (screen openings of at most 25 mm). */
    comminuted: { kind: 'boolean' },
    /** Cargo residues in a special area: hold washing water, both ports in the area, no facility (reg 6.1.2). */
    hold_wash_conditions: { kind: 'boolean' },
    /** The port of the reception facility, or the ship the garbage went to. */
    port: { kind: 'text', maxLength: 120, search: true },
    facility: { kind: 'text', maxLength: 120, search: true },
    receipt_number: { kind: 'text', maxLength: 60, search: true },
    /** The receipt of the reception facility (MEPC.1/Circ.834 form), scanned. */
    receipt_id: { kind: 'attachment' },
    /** Accidental loss: the circumstances, the reason and the precautions taken (reg 7, the form). */
    remarks: { kind: 'longText', maxLength: 4000, search: true },
    /** The server's: measured from the position on the bundled coastline. */
    distance_from_land_nm: { kind: 'number', unit: 'NM', min: 0, max: 20_000 },
    special_area: { kind: 'enum', values: GRB_SPECIAL_AREAS, filter: true },
    annex_v_check: {
      kind: 'enum',
      values: GRB_CHECKS,
      tones: { allowed: 'green', near_limit: 'yellow', accidental: 'orange', refused: 'red' },
      filter: true,
    },
    annex_v_rule: { kind: 'enum', values: GARBAGE_RULE_CODES },
    ...certificationFields('garbageRecordEntry'),
  },
  titleFields: ['entry_number', 'category'],
  titleField: 'remarks',
  defaultSort: '-occurred_at',
  list: {
    columns: [
      'entry_number',
      'occurred_at',
      'category',
      'method',
      'amount_m3',
      'distance_from_land_nm',
      'annex_v_check',
      'status',
    ],
    dateFilterField: 'occurred_at',
    filterBar: ['part', 'category', 'method', 'status'],
  },
  form: {
    sections: [
      ['part', 'category', 'method', 'occurred_at', 'amount_m3'],
      ['remarks'],
      ['corrects_id', 'correction_reason'],
    ],
    // The particulars each way of disposal asks for (the form's columns).
    variants: {
      field: 'method',
      at: 1,
      sections: {
        sea: [['latitude', 'longitude', 'en_route', 'comminuted', 'hold_wash_conditions']],
        reception_facility: [['port', 'facility', 'receipt_number', 'receipt_id']],
        incineration: [['latitude', 'longitude', 'port']],
        accidental_loss: [['latitude', 'longitude', 'en_route']],
      },
    },
  },
  stats: [
    { key: 'total' },
    { key: 'sea', where: [{ field: 'method', op: 'eq', value: 'sea' }] },
    { key: 'ashore', where: [{ field: 'method', op: 'eq', value: 'reception_facility' }], tone: 'ok' },
    { key: 'incinerated', where: [{ field: 'method', op: 'eq', value: 'incineration' }] },
    {
      key: 'attention',
      where: [{ field: 'annex_v_check', op: 'in', value: ['near_limit', 'accidental'] }],
      tone: 'warning',
    },
    ...RECORD_BOOK_STATS,
  ],
  writeRoles: GARBAGE_RECORD_WRITE_ROLES,
  serverFields: [
    ...RECORD_BOOK_SERVER_FIELDS,
    'distance_from_land_nm',
    'special_area',
    'annex_v_check',
    'annex_v_rule',
  ],
  numbering: {
    field: 'entry_number',
    prefix: { field: 'part', values: { I: 'GRBI', II: 'GRBII' } },
    yearOf: 'occurred_at',
  },
  workflow: recordBookWorkflow(
    {
      write: GARBAGE_RECORD_WRITE_ROLES,
      sign: GARBAGE_RECORD_SIGN_ROLES,
      certify: GARBAGE_RECORD_CERTIFY_ROLES,
    },
    'grb',
  ),
  refine: (row) => {
    const { errors, add } = fieldErrors();
    const category = typeof row.category === 'string' ? row.category : '';
    if (category && row.part && partOfCategory(category) !== row.part) {
      add('category', 'validation:grbCategoryOfPart');
    }
    const method = row.method as GrbMethod | undefined;
    if (method && GRB_METHODS_AT_SEA.includes(method)) {
      if (isEmpty(row.latitude)) add('latitude', 'validation:grbPositionRequired');
      if (isEmpty(row.longitude)) add('longitude', 'validation:grbPositionRequired');
    }
    if (method === 'reception_facility' && isEmpty(row.port)) add('port', 'validation:grbPortRequired');
    if (method === 'accidental_loss' && isEmpty(row.remarks)) {
      add('remarks', 'validation:grbCircumstancesRequired');
    }
    checkCorrectionReason(row, add, 'validation:grbCorrectionReason');
    return errors;
  },
  // The Annex V check at every write, on the server and on the offline database alike.
  checkWrite: garbageEntryWriteCheck,
  screen: {
    path: '/environmental/grb',
    group: 'environmental',
    position: 20,
    icon: 'trash',
  },
});

/** The chains of certified entries: one per vessel and part. */
export const GARBAGE_RECORD_CHAIN: HashChainDefinition = recordBookChain(
  garbageRecordEntryEntity,
  'garbage_record_chain_heads',
);

// The registry contract test's row: garbage landed ashore (the contract test's clock stands at
// 2026-11-22 08:00 UTC).
export const garbageRecordEntryFixture = defineFixture(garbageRecordEntryEntity, {
  row: {
    part: 'I',
    occurred_at: '2026-11-21T10:30:00.000Z',
    category: 'C',
    method: 'reception_facility',
    amount_m3: 2.5,
    port: 'Rotterdam',
    facility: 'Port reception facility, Waalhaven',
    receipt_number: 'PRF-2026-1187',
    remarks: 'Domestic waste landed ashore.',
  },
  update: { remarks: 'Domestic waste and packaging landed ashore.' },
});
