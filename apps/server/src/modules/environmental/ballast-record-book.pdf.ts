// The ballast water record book as an A4 PDF in the layout of the coded form (BWM Convention Appendix II
// as amended by MEPC.369(80)): the ship's particulars, then a table of Date | Code | Item | Record of
// operations / signature of officer in charge, each item of an entry on its line (A.1 ... A.6), the
// officer's signature and the Master's certification; corrections printed as such with their reason; then
// the ballast tanks as the entries leave them and the verification of the chain. In English or German,
// on the record books' shared PDF parts (record-book.pdf.ts).
import type { BallastRecordVerification, BallastTankRow } from '@mars/domain';
import { bwrbItemsOf } from '@mars/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

import { renderPdf } from '../../crud/pdf';
import type { RecordBookDocumentOf, RecordBookTexts } from './record-book.pdf';
import * as book from './record-book.pdf';

type Row = Record<string, unknown>;

export type BallastRecordBookDocument = RecordBookDocumentOf<{
  tanks: readonly BallastTankRow[];
  verification: BallastRecordVerification;
}>;

const ENUM_FIELDS = new Set(['treatment_method', 'd2_status', 'flow']);
const UNITS: Record<string, string> = {
  volume_m3: 'm³',
  total_retained_m3: 'm³',
  min_depth_m: 'm',
  distance_from_land_nm: 'NM',
  salinity_psu: 'PSU',
  temperature_c: '°C',
  organism_count: '/m³',
};

/** One item's line: its particulars as the item asks for them (positions as the form writes them). */
function itemLine(
  entry: Row,
  fields: readonly string[],
  tankName: (id: unknown) => string,
  text: RecordBookTexts,
) {
  const parts: string[] = [];
  for (const field of fields) {
    const value = entry[field];
    if (field === 'longitude_start' || field === 'longitude_end') continue;
    if (field === 'latitude_start' || field === 'latitude_end') {
      const end = field === 'latitude_end';
      const position = text.position(value, entry[end ? 'longitude_end' : 'longitude_start']);
      if (position) parts.push(position);
      continue;
    }
    if (value === null || value === undefined || value === '') continue;
    if (field === 'start_at' || field === 'end_at') parts.push(`${text.day(value)} ${text.time(value)} UTC`);
    else if (field === 'tank_id') parts.push(tankName(value));
    else if (field === 'bwmp_compliant') parts.push(text.pdf(value ? 'bwmpYes' : 'bwmpNo'));
    else if (ENUM_FIELDS.has(field)) parts.push(`${text.field(field)}: ${text.enumText(field, value)}`);
    else if (UNITS[field]) {
      const digits = field === 'organism_count' ? 0 : 1;
      parts.push(`${text.field(field)}: ${text.number(value, digits)} ${UNITS[field]}`);
    } else parts.push(String(value));
  }
  return parts.join(' · ');
}

/** An entry's row: its date, code, the items it fills and their particulars, the signatures. */
function entryRow(entry: Row, tankName: (id: unknown) => string, text: RecordBookTexts): TableCell[] {
  const items = bwrbItemsOf(entry.code)
    .map(({ item, fields }) => ({ item, line: itemLine(entry, fields, tankName, text) }))
    .filter(({ line }) => line);
  const heading: Content[] = [
    { text: `${String(entry.entry_number ?? '')} · ${text.enumText('code', entry.code)}`, bold: true },
    ...book.correctionLines(entry, text).map((line): Content => ({ text: line })),
  ];
  const remarks: Content[] = entry.remarks ? [{ text: String(entry.remarks) }] : [];
  return [
    { text: text.day(entry.operation_date), noWrap: true },
    { text: String(entry.code), alignment: 'center', bold: true },
    { stack: items.map(({ item }) => ({ text: item })), noWrap: true },
    {
      stack: [
        ...heading,
        ...items.map(({ line }): Content => ({ text: line })),
        ...remarks,
        ...book.signatureLines(entry, text),
      ],
    },
  ];
}

/** The pdfmake document of the book (what the PDF prints; the tests read it). */
export function ballastRecordBookDefinition(document: BallastRecordBookDocument): TDocumentDefinitions {
  const text = book.recordBookTexts(document.language, 'ballastRecordEntry');
  const tankNames = new Map(document.tanks.map((tank) => [tank.tank_id, tank.name]));
  const tankName = (id: unknown) => (typeof id === 'string' ? (tankNames.get(id) ?? '') : '');
  const tanks = document.tanks.map((tank): TableCell[] => [
    tank.name,
    book.quantityCell(text, tank.capacity_m3),
    book.quantityCell(text, tank.retained_m3, tank.state === 'ok'),
  ]);
  return book.recordBookDocument(text, document, book.entryRange(document.entries), [
    book.bookTable(text, {
      header: book.headerRow(text, 'columns', ['date', 'code', 'item', 'record']),
      entries: document.entries,
      row: (entry) => entryRow(entry, tankName, text),
      day: (entry) => entry.operation_date,
      widths: [52, 30, 34, '*'],
    }),
    ...book.figuresSection(text, 'tanks', ['tank', 'capacity', 'retained'], tanks, ['*', 80, 80]),
    ...book.verificationSection(text, document.verification.chains, false),
  ]);
}

export function renderBallastRecordBook(document: BallastRecordBookDocument): Promise<Buffer> {
  return renderPdf(ballastRecordBookDefinition(document));
}
