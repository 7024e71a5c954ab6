// Ballast water record book entries (spec section 3 'Ballast record', issue 14; BWM Convention reg B-2,
// Appendix II as amended by MEPC.369(80), in force 1 February 2025). Where the spec and the regulation
// differ, the regulation wins: an entry names the form's code (A-H) and fills its numbered items (A.1 start
// time and location ... A.6 treatment method), not a free 'operation type'; the spec's tank, volume,
// location, salinity, temperature, treatment method, D-2 status and organism count are the items'
// particulars. One entry per operation: an operation interrupted by breaks, or partly treated and partly
// bypassed, is recorded as separate entries (domain-reference 9.2). The certification is the record
// books' (record-book.ts): drafted, completed, signed by the officer in charge, certified by the Master,
// corrected only by a new entry with a reason, certified entries sealed in the vessel's chain.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import type { HashChainDefinition } from '../hash-chain';
import {
  BWRB_CODES,
  BWRB_D2_STATUSES,
  BWRB_EXCHANGE_METHODS,
  BWRB_FLOWS,
  BWRB_METHODS,
  BWRB_VOLUME_CODES,
} from './ballast-water-book';
import {
  BALLAST_RECORD_CERTIFY_ROLES,
  BALLAST_RECORD_SIGN_ROLES,
  BALLAST_RECORD_WRITE_ROLES,
} from './environmental-roles';
import {
  RECORD_BOOK_SERVER_FIELDS,
  RECORD_BOOK_STATS,
  certificationFields,
  checkCorrectionReason,
  recordBookChain,
  recordBookWorkflow,
} from './record-book';
import { fieldErrors, isEmpty } from '../refine-errors';

const START = ['start_at', 'port', 'latitude_start', 'longitude_start'] as const;
const END = ['end_at', 'latitude_end', 'longitude_end'] as const;

/**
 * The items of each code, in order: section n of a code's form is its item n (A.1 ... A.6), so the
 * form and the PDF number them as the book does. H (additional procedures and remarks) has no items.
 */
export const BWRB_SECTIONS_BY_CODE = {
  // A uptake: 1 start time and location; 2 completion time, location, minimum depth; 3 tanks;
  // 4 estimated volume taken up and final total retained; 5 in accordance with the BWMP; 6 treatment.
  A: [
    START,
    [...END, 'min_depth_m'],
    ['tank_id'],
    ['volume_m3', 'total_retained_m3'],
    ['bwmp_compliant'],
    ['treatment_method', 'd2_status', 'salinity_psu', 'temperature_c'],
  ],
  // B discharge into the sea: as A, with the D-2 status and the organisms of a sample.
  B: [
    START,
    END,
    ['tank_id'],
    ['volume_m3', 'total_retained_m3'],
    ['bwmp_compliant'],
    ['treatment_method', 'd2_status', 'organism_count'],
  ],
  // C exchange (D-1), internal circulation or treatment: positions, distance from land and depth;
  // tanks; method; volume; BWMP.
  C: [
    ['start_at', 'latitude_start', 'longitude_start', 'distance_from_land_nm', 'min_depth_m'],
    END,
    ['tank_id'],
    ['treatment_method'],
    ['volume_m3'],
    ['bwmp_compliant'],
  ],
  // D uptake or discharge at a reception facility.
  D: [
    ['start_at', 'port'],
    ['end_at'],
    ['tank_id'],
    ['flow', 'volume_m3', 'total_retained_m3'],
    ['bwmp_compliant'],
  ],
  // E accidental or other exceptional uptake, discharge or loss.
  E: [
    ['start_at'],
    ['port', 'latitude_start', 'longitude_start'],
    ['tank_id'],
    ['flow', 'volume_m3', 'total_retained_m3'],
    ['circumstances'],
    ['bwmp_compliant'],
  ],
  // F failure or inoperability of the BWMS: when and where; back in operation; cause and measures.
  F: [START, ['end_at'], ['circumstances']],
  // G cleaning of ballast tanks and disposal of sediments.
  G: [['start_at', 'end_at', 'port'], ['tank_id'], ['volume_m3'], ['circumstances']],
  H: [],
} as const;

/** The book of a vessel is one chain: the group column `book` holds 'BWRB' (the migration's default). */
export const BWRB_BOOKS = ['BWRB'] as const;

export const ballastRecordEntryEntity = defineEntity({
  name: 'ballastRecordEntry',
  module: 'environmental',
  resource: 'ballast-record-entries',
  table: 'ballast_record_entries',
  scope: 'vessel',
  fields: {
    /** BWRB-2026-0042: the server's, per vessel and year of the operation. */
    entry_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    operation_date: { kind: 'date', notInFuture: true, required: true, sort: true },
    code: {
      kind: 'enum',
      values: BWRB_CODES,
      tones: { A: 'blue', B: 'cyan', C: 'teal', D: 'grape', E: 'red', F: 'orange' },
      required: true,
      filter: true,
      sort: true,
    },
    start_at: { kind: 'dateTime', utc: true, sort: true },
    end_at: {
      kind: 'dateTime',
      utc: true,
      order: { relation: 'notBefore', field: 'start_at', message: 'validation:dateRange' },
    },
    /** The port or facility (A.1, D.1); empty at sea, where the position says where. */
    port: { kind: 'text', maxLength: 120, search: true },
    latitude_start: { kind: 'number', unit: '°', min: -90, max: 90 },
    longitude_start: { kind: 'number', unit: '°', min: -180, max: 180 },
    latitude_end: { kind: 'number', unit: '°', min: -90, max: 90 },
    longitude_end: { kind: 'number', unit: '°', min: -180, max: 180 },
    /** A.2: the minimum depth of water during an uptake outside port; C.1: the depth at the exchange. */
    min_depth_m: { kind: 'number', unit: 'm', min: 0, max: 12_000 },
    distance_from_land_nm: { kind: 'number', unit: 'NM', min: 0, max: 20_000 },
    tank_id: { kind: 'reference', references: 'vesselTank', filter: true },
    /** Estimated, in m3 (A.4, B.4, C.5, D.4, E.4; G: the sediment). */
    volume_m3: { kind: 'number', unit: 'm3', min: 0, max: 500_000 },
    /** The final total quantity retained on board after the operation (A.4, B.4). */
    total_retained_m3: { kind: 'number', unit: 'm3', min: 0, max: 2_000_000 },
    flow: { kind: 'enum', values: BWRB_FLOWS, filter: true },
    /** Item 5: whether the operation followed the approved Ballast Water Management Plan. */
    bwmp_compliant: { kind: 'boolean', filter: true },
    treatment_method: { kind: 'enum', values: BWRB_METHODS, filter: true, sort: true },
    d2_status: {
      kind: 'enum',
      values: BWRB_D2_STATUSES,
      tones: { compliant: 'green', non_compliant: 'red', pending_analysis: 'yellow', untreated: 'orange' },
      filter: true,
      sort: true,
    },
    salinity_psu: { kind: 'number', unit: 'PSU', min: 0, max: 50 },
    temperature_c: { kind: 'number', unit: '°C', min: -5, max: 45 },
    /** Viable organisms of 50 µm and more per m3 of a sample (D-2: fewer than 10). */
    organism_count: { kind: 'number', unit: '/m3', min: 0, max: 1_000_000_000, integer: true },
    /** E.5, F, G: circumstances, reason, measures taken, where the sediment went. */
    circumstances: { kind: 'longText', maxLength: 4000, search: true },
    remarks: { kind: 'longText', maxLength: 4000, search: true },
    ...certificationFields('ballastRecordEntry'),
  },
  // The chain's group column: always 'BWRB', answered but never taken.
  readOnlyColumns: { book: { kind: 'enum', values: BWRB_BOOKS } },
  titleFields: ['entry_number', 'code'],
  titleField: 'remarks',
  defaultSort: '-operation_date',
  list: {
    columns: [
      'entry_number',
      'operation_date',
      'code',
      'tank_id',
      'volume_m3',
      'treatment_method',
      'd2_status',
      'status',
    ],
    dateFilterField: 'operation_date',
    filterBar: ['code', 'status', 'd2_status'],
  },
  form: {
    sections: [['code', 'operation_date'], ['remarks'], ['corrects_id', 'correction_reason']],
    variants: { field: 'code', at: 1, sections: BWRB_SECTIONS_BY_CODE },
  },
  stats: [{ key: 'total' }, ...RECORD_BOOK_STATS],
  writeRoles: BALLAST_RECORD_WRITE_ROLES,
  serverFields: RECORD_BOOK_SERVER_FIELDS,
  numbering: { field: 'entry_number', prefix: 'BWRB', yearOf: 'operation_date' },
  workflow: recordBookWorkflow(
    {
      write: BALLAST_RECORD_WRITE_ROLES,
      sign: BALLAST_RECORD_SIGN_ROLES,
      certify: BALLAST_RECORD_CERTIFY_ROLES,
    },
    'bwrb',
  ),
  refine: (row) => {
    const { errors, add } = fieldErrors();
    const code = typeof row.code === 'string' ? row.code : '';
    checkCorrectionReason(row, add, 'validation:orbCorrectionReason');
    if (BWRB_VOLUME_CODES.includes(code)) {
      if (isEmpty(row.tank_id)) add('tank_id', 'validation:bwrbTankRequired');
      if (isEmpty(row.volume_m3)) add('volume_m3', 'validation:required');
    }
    if ((code === 'D' || code === 'E') && isEmpty(row.flow)) add('flow', 'validation:required');
    // An uptake outside port without the minimum depth (A.2) is incomplete (MEPC.369(80)).
    if (code === 'A' && isEmpty(row.port) && isEmpty(row.min_depth_m)) {
      add('min_depth_m', 'validation:bwrbDepthRequired');
    }
    // Where: a port, or a position (both coordinates).
    if (['A', 'B', 'C', 'E'].includes(code)) {
      const position = !isEmpty(row.latitude_start) || !isEmpty(row.longitude_start);
      if (isEmpty(row.port) && !position) add('latitude_start', 'validation:bwrbLocationRequired');
    }
    for (const [lat, lon] of [
      ['latitude_start', 'longitude_start'],
      ['latitude_end', 'longitude_end'],
    ] as const) {
      if (isEmpty(row[lat]) !== isEmpty(row[lon])) add(isEmpty(row[lat]) ? lat : lon, 'validation:required');
    }
    const method = typeof row.treatment_method === 'string' ? row.treatment_method : '';
    if (code === 'C' && isEmpty(method)) add('treatment_method', 'validation:required');
    if ((code === 'A' || code === 'B') && BWRB_EXCHANGE_METHODS.includes(method)) {
      add('treatment_method', 'validation:bwrbExchangeIsC');
    }
    if (code === 'C' && BWRB_EXCHANGE_METHODS.includes(method)) {
      if (isEmpty(row.distance_from_land_nm)) add('distance_from_land_nm', 'validation:required');
      if (isEmpty(row.min_depth_m)) add('min_depth_m', 'validation:required');
    }
    if ((code === 'E' || code === 'F') && isEmpty(row.circumstances)) {
      add('circumstances', 'validation:required');
    }
    return errors;
  },
  screen: {
    path: '/environmental/ballast',
    group: 'environmental',
    position: 30,
    icon: 'ripple',
    tabs: { tanks: 'vesselTank' },
  },
});

/** The item numbers of a code (1 ... n), as the form prints them ('A.4'). */
export function bwrbItemsOf(code: unknown): { item: string; fields: readonly string[] }[] {
  const sections = BWRB_SECTIONS_BY_CODE[code as keyof typeof BWRB_SECTIONS_BY_CODE] ?? [];
  return sections.map((fields, index) => ({ item: `${String(code)}.${index + 1}`, fields }));
}

export const BALLAST_RECORD_CHAIN: HashChainDefinition = recordBookChain(
  ballastRecordEntryEntity,
  'ballast_record_chain_heads',
  { column: 'book', values: BWRB_BOOKS },
);

// The registry contract test's row: an additional remark (code H) as the Chief Officer writes it; the
// coded operations name a tank of the vessel, which the contract test's vessel has not (the contract
// test's clock stands at 2026-11-22 08:00 UTC).
export const ballastRecordEntryFixture = defineFixture(ballastRecordEntryEntity, {
  row: {
    code: 'H',
    operation_date: '2026-11-21',
    start_at: '2026-11-21T06:00:00.000Z',
    remarks: 'BWMS UV lamps replaced as per maker; system tested and ready.',
  },
  update: { remarks: 'BWMS UV lamps (4) replaced as per maker; system tested and ready.' },
});
