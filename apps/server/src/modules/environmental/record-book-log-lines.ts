// The lines each record book writes into the e-logbook (record-book-log-line.service.ts): the oil
// record book's into the engine log, kept by an engineer; the garbage and ballast water record books'
// into the deck log, kept by a deck officer (the Chief Officer first: he keeps the garbage management
// and the ballast water management). The lines are in English, as the books are kept (MARPOL Annex I
// and V, BWM: English, French or Spanish), with the forms' codes and the entry's particulars, whoever
// links them: the choice and its reasons are in packages/domain/README.md ('Garbage record book').
import {
  OIL_RECORD_BOOK_PART_II_CODES,
  OIL_RECORD_BOOK_PART_I_CODES,
  letterOfCode,
  orbCodeItem,
} from '@mars/domain';

import { exportTranslator } from '../../crud/entity-export';
import type { RecordBookLogBook } from './record-book-log-line.service';

const english = exportTranslator('en');

const present = (value: unknown) => value !== null && value !== undefined && value !== '';
const amount = (value: unknown, unit: string) => (present(value) ? `${Number(value)} ${unit}` : undefined);
const coordinate = (value: unknown) => (present(value) ? Number(value) : null);
const lines = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n');
/** The operation's time, or noon of its day. */
const timeOf = (at: unknown, day: unknown) =>
  present(at) ? new Date(at as string | Date).toISOString() : `${String(day).slice(0, 10)}T12:00:00.000Z`;

const ENGINE_RANKS = [
  'chief_engineer',
  'second_engineer',
  'third_engineer',
  'fourth_engineer',
  'electrical_engineer',
];
const DECK_RANKS = ['chief_officer', 'second_officer', 'third_officer', 'master'];

function orbCodeName(code: string): string {
  const codes: Record<string, string> = code.startsWith('II-')
    ? OIL_RECORD_BOOK_PART_II_CODES
    : OIL_RECORD_BOOK_PART_I_CODES;
  return codes[letterOfCode(code)] ?? code;
}

export const OIL_RECORD_LOG_BOOK: RecordBookLogBook = {
  table: 'oil_record_entries',
  logbookType: 'engine',
  keeperRanks: ENGINE_RANKS,
  remark: (number) => `Oil record book entry ${number}`,
  line: (entry, tanks) => {
    const tank = (id: unknown) => (typeof id === 'string' ? tanks.get(id) : undefined);
    const codeItem = `${orbCodeItem(entry.code, entry.item)} – ${orbCodeName(String(entry.code))}`;
    return {
      entryType: entry.code === 'I-H' ? 'bunkering' : entry.part === 'I' ? 'machinery' : 'other',
      entryAt: timeOf(entry.start_at, entry.operation_date),
      title: `ORB ${String(entry.entry_number)}: ${codeItem}`,
      description: lines(
        `Oil record book Part ${String(entry.part)}, entry ${String(entry.entry_number)}: ${codeItem}.`,
        amount(entry.quantity_m3, 'm³') && `Quantity: ${amount(entry.quantity_m3, 'm³')}`,
        amount(entry.quantity_t, 't') && `Quantity: ${amount(entry.quantity_t, 't')}`,
        present(entry.oil_type) && `Oil: ${String(entry.oil_type).replace(/_/g, ' ')}`,
        tank(entry.tank_from_id) && `From tank: ${tank(entry.tank_from_id)}`,
        tank(entry.tank_to_id) && `To tank: ${tank(entry.tank_to_id)}`,
        amount(entry.tank_total_m3, 'm³') && `Tank content after: ${amount(entry.tank_total_m3, 'm³')}`,
        amount(entry.oil_content_ppm, 'ppm') && `Oil content: ${amount(entry.oil_content_ppm, 'ppm')}`,
        present(entry.port) && `Port: ${String(entry.port)}`,
        present(entry.receipt_number) && `Receipt: ${String(entry.receipt_number)}`,
        present(entry.remarks) && String(entry.remarks),
      ),
    };
  },
};

export const GARBAGE_RECORD_LOG_BOOK: RecordBookLogBook = {
  table: 'garbage_record_entries',
  logbookType: 'deck',
  keeperRanks: DECK_RANKS,
  remark: (number) => `Garbage record book entry ${number}`,
  line: (entry) => {
    const text = (field: string) =>
      english(`entities:garbageRecordEntry.enums.${field}.${String(entry[field])}`);
    const where = present(entry.distance_from_land_nm)
      ? `Distance from land: ${Number(entry.distance_from_land_nm)} NM${
          present(entry.special_area) && entry.special_area !== 'none'
            ? `, special area: ${text('special_area')}`
            : ''
        }`
      : undefined;
    return {
      entryType: 'other',
      entryAt: timeOf(entry.occurred_at, entry.occurred_at),
      title: `GRB ${String(entry.entry_number)}: ${text('category')} – ${text('method')}`,
      description: lines(
        `Garbage record book Part ${String(entry.part)}, entry ${String(entry.entry_number)}: category ${text('category')}, ${text('method').toLowerCase()}.`,
        `Estimated amount: ${amount(entry.amount_m3, 'm³')}`,
        where,
        entry.comminuted === true && 'Comminuted (25 mm screen)',
        present(entry.port) && `Port: ${String(entry.port)}`,
        present(entry.facility) && `Reception facility: ${String(entry.facility)}`,
        present(entry.receipt_number) && `Receipt: ${String(entry.receipt_number)}`,
        present(entry.remarks) && String(entry.remarks),
      ),
      latitude: coordinate(entry.latitude),
      longitude: coordinate(entry.longitude),
    };
  },
};

export const BALLAST_RECORD_LOG_BOOK: RecordBookLogBook = {
  table: 'ballast_record_entries',
  logbookType: 'deck',
  keeperRanks: DECK_RANKS,
  remark: (number) => `Ballast water record book entry ${number}`,
  line: (entry, tanks) => {
    const text = (field: string) =>
      english(`entities:ballastRecordEntry.enums.${field}.${String(entry[field])}`);
    const tank = typeof entry.tank_id === 'string' ? tanks.get(entry.tank_id) : undefined;
    return {
      entryType: 'other',
      entryAt: timeOf(entry.start_at, entry.operation_date),
      title: `BWRB ${String(entry.entry_number)}: ${text('code')}`,
      description: lines(
        `Ballast water record book entry ${String(entry.entry_number)}: ${text('code')}.`,
        tank && `Tank: ${tank}`,
        amount(entry.volume_m3, 'm³') && `Volume: ${amount(entry.volume_m3, 'm³')}`,
        amount(entry.total_retained_m3, 'm³') &&
          `Total retained on board: ${amount(entry.total_retained_m3, 'm³')}`,
        present(entry.treatment_method) && `Treatment: ${text('treatment_method')}`,
        present(entry.d2_status) && `D-2 status: ${text('d2_status')}`,
        present(entry.port) && `Port: ${String(entry.port)}`,
        present(entry.circumstances) && String(entry.circumstances),
        present(entry.remarks) && String(entry.remarks),
      ),
      latitude: coordinate(entry.latitude_start),
      longitude: coordinate(entry.longitude_start),
    };
  },
};
