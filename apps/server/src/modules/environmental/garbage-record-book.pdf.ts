// The garbage record book as an A4 PDF in the layout of the official form (MARPOL Annex V Appendix II,
// the form of MEPC.277(70) as amended by MEPC.360(79)): the ship's particulars, then per part the
// record of garbage discharges with the form's columns - Date/time | Position of the ship/Remarks
// (e.g. accidental loss) | Category | Estimated amount discharged or incinerated (m³): to sea, to
// reception facility, incineration (Part I; Part II, cargo residues, has no incineration column) |
// Certification/Signature - with the officer's signature and the Master's certification of each entry;
// corrections printed as such with their reason; then the verification of the chains. In English or
// German, on the record books' shared PDF parts (record-book.pdf.ts).
import type { OilRecordVerification, RecordBookPart } from '@mars/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

import { renderPdf } from '../../crud/pdf';
import type { RecordBookDocumentOf, RecordBookTexts as Texts } from './record-book.pdf';
import * as book from './record-book.pdf';

type Row = Record<string, unknown>;

export type GarbageRecordBookDocument = RecordBookDocumentOf<{
  parts: readonly RecordBookPart[];
  verification: OilRecordVerification;
}>;

/** The amount columns of a part, by the method that puts an entry's amount in them. */
const AMOUNT_COLUMNS: Record<RecordBookPart, readonly { column: string; methods: readonly string[] }[]> = {
  I: [
    { column: 'sea', methods: ['sea', 'accidental_loss'] },
    { column: 'facility', methods: ['reception_facility'] },
    { column: 'incineration', methods: ['incineration'] },
  ],
  II: [
    { column: 'sea', methods: ['sea', 'accidental_loss'] },
    { column: 'facility', methods: ['reception_facility', 'incineration'] },
  ],
};

/** Position of the ship / remarks: the position or port, where it lies, the receipt, the circumstances. */
function positionAndRemarks(entry: Row, text: Texts): Content[] {
  const lines: string[] = [...book.correctionLines(entry, text)];
  const add = (label: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') lines.push(`${label}: ${String(value)}`);
  };
  const position = text.position(entry.latitude, entry.longitude);
  if (position) lines.push(position);
  if (entry.distance_from_land_nm !== null && entry.distance_from_land_nm !== undefined) {
    lines.push(text.pdf('distance', { distance: text.number(entry.distance_from_land_nm) }));
  }
  if (entry.special_area && entry.special_area !== 'none') {
    add(text.pdf('specialArea'), text.enumText('special_area', entry.special_area));
  }
  if (entry.method === 'sea' && entry.comminuted === true) lines.push(text.pdf('comminuted'));
  add(text.field('port'), entry.port);
  add(text.field('facility'), entry.facility);
  add(text.field('receipt_number'), entry.receipt_number);
  if (entry.method === 'accidental_loss') lines.push(text.pdf('accidental'));
  if (entry.method === 'incineration' && entry.part === 'II') lines.push(text.pdf('incinerated'));
  if (entry.remarks) lines.push(String(entry.remarks));
  return [
    { text: String(entry.entry_number ?? ''), bold: true },
    ...lines.map((line): Content => ({ text: line })),
  ];
}

function partTable(document: GarbageRecordBookDocument, part: RecordBookPart, text: Texts): Content[] {
  const amounts = AMOUNT_COLUMNS[part];
  const head = (key: string, cell: Record<string, unknown> = {}): TableCell => ({
    text: text.pdf(`columns.${key}`),
    bold: true,
    fontSize: 7,
    fillColor: '#eeeeee',
    ...cell,
  });
  const header: TableCell[][] = [
    [
      head('date', { rowSpan: 2 }),
      head('position', { rowSpan: 2 }),
      head('category', { rowSpan: 2 }),
      head('amount', { colSpan: amounts.length, alignment: 'center' }),
      ...amounts.slice(1).map((): TableCell => ''),
      head('signature', { rowSpan: 2 }),
    ],
    ['', '', '', ...amounts.map(({ column }) => head(column)), ''],
  ];
  const row = (entry: Row): TableCell[] => [
    { stack: [text.day(entry.occurred_at), `${text.time(entry.occurred_at)} UTC`], noWrap: true },
    { stack: positionAndRemarks(entry, text) },
    { text: String(entry.category ?? ''), alignment: 'center', bold: true },
    ...amounts.map(({ methods }): TableCell => ({
      text: methods.includes(String(entry.method)) ? text.number(entry.amount_m3, 2) : '',
      alignment: 'right',
    })),
    { stack: book.signatureLines(entry, text) },
  ];
  return [
    book.sectionHeading(text.pdf(`part${part}`), 8),
    book.bookTable(text, {
      header,
      entries: document.entries.filter((entry) => entry.part === part),
      row,
      day: (entry) => entry.occurred_at,
      widths: [44, '*', 38, ...amounts.map(() => 50), 92],
    }),
  ];
}

/** The pdfmake document of the book (what the PDF prints; the tests read it). */
export function garbageRecordBookDefinition(document: GarbageRecordBookDocument): TDocumentDefinitions {
  const text = book.recordBookTexts(document.language, 'garbageRecordEntry');
  const chains = document.verification.chains.filter((chain) => document.parts.includes(chain.part));
  return book.recordBookDocument(text, document, book.partsRange(document.parts, document.entries), [
    { text: text.pdf('categories'), fontSize: 7, margin: [0, 0, 0, 4] },
    ...document.parts.flatMap((part) => partTable(document, part, text)),
    ...book.verificationSection(text, chains),
  ]);
}

export function renderGarbageRecordBook(document: GarbageRecordBookDocument): Promise<Buffer> {
  return renderPdf(garbageRecordBookDefinition(document));
}
