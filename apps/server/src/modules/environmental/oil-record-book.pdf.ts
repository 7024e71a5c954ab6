// The oil record book as an A4 PDF in the layout of the official form (MARPOL Annex I Appendix III):
// the ship's particulars, then per part a table of Date | Code (letter) | Item (number) | Record of
// operations / signature of officer in charge, each entry's particulars on its lines, the officer's
// signature and the Master's certification; corrections printed as such with their reason; then the
// retained on board of each tank and the verification of the chains. In English or German. What the
// record books' PDFs share is record-book.pdf.ts.
import type { OilRecordVerification, OrbPart, TankRobRow } from '@mars/domain';
import { letterOfCode } from '@mars/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

import { renderPdf } from '../../crud/pdf';
import type { RecordBookDocumentOf, RecordBookTexts as Texts } from './record-book.pdf';
import * as book from './record-book.pdf';

type Row = Record<string, unknown>;

export type OilRecordBookDocument = RecordBookDocumentOf<{
  parts: readonly OrbPart[];
  tanks: readonly TankRobRow[];
  verification: OilRecordVerification;
}>;

/** The record of operations of an entry: its particulars, as the item asks for them. */
function particulars(entry: Row, tankName: (id: unknown) => string, text: Texts): string[] {
  const { field, number } = text;
  const lines: string[] = book.correctionLines(entry, text);
  const add = (label: string, value: string) => {
    if (value) lines.push(`${label}: ${value}`);
  };
  add(field('port'), String(entry.port ?? ''));
  const times = [text.time(entry.start_at), text.time(entry.end_at)].filter(Boolean).join(' – ');
  add(text.pdf('times'), times ? `${times} UTC` : '');
  add(field('oil_type'), entry.oil_type ? text.enumText('oil_type', entry.oil_type) : '');
  add(field('quantity_t'), entry.quantity_t != null ? `${number(entry.quantity_t)} t` : '');
  add(field('tank_from_id'), tankName(entry.tank_from_id));
  add(field('tank_to_id'), tankName(entry.tank_to_id));
  add(field('quantity_m3'), entry.quantity_m3 != null ? `${number(entry.quantity_m3)} m³` : '');
  add(field('tank_total_m3'), entry.tank_total_m3 != null ? `${number(entry.tank_total_m3)} m³` : '');
  add(text.pdf('positionStart'), text.position(entry.latitude_start, entry.longitude_start));
  add(text.pdf('positionEnd'), text.position(entry.latitude_end, entry.longitude_end));
  add(
    field('oil_content_ppm'),
    entry.oil_content_ppm != null ? `${number(entry.oil_content_ppm, 0)} ppm` : '',
  );
  add(
    field('distance_from_land_nm'),
    entry.distance_from_land_nm != null ? `${number(entry.distance_from_land_nm)} NM` : '',
  );
  add(field('receipt_number'), String(entry.receipt_number ?? ''));
  if (entry.remarks) lines.push(String(entry.remarks));
  return lines;
}

function partTable(document: OilRecordBookDocument, part: OrbPart, text: Texts): Content[] {
  const tankNames = new Map(document.tanks.map((tank) => [tank.tank_id, tank.name]));
  const tankName = (id: unknown) => (typeof id === 'string' ? (tankNames.get(id) ?? '') : '');
  const row = (entry: Row): TableCell[] => [
    { text: text.day(entry.operation_date), noWrap: true },
    { text: letterOfCode(String(entry.code)), alignment: 'center', bold: true },
    { text: String(entry.item ?? ''), noWrap: true },
    {
      stack: [
        {
          text: `${String(entry.entry_number ?? '')} · ${text.enumText('code', entry.code)}`,
          bold: true,
        },
        ...particulars(entry, tankName, text).map((line): Content => ({ text: line })),
        ...book.signatureLines(entry, text),
      ],
    },
  ];
  return [
    book.sectionHeading(text.pdf(`part${part}`), 8),
    book.bookTable(text, {
      header: book.headerRow(text, 'columns', ['date', 'code', 'item', 'record']),
      entries: document.entries.filter((entry) => entry.part === part),
      row,
      day: (entry) => entry.operation_date,
      widths: [52, 30, 34, '*'],
    }),
  ];
}

export function renderOilRecordBook(document: OilRecordBookDocument): Promise<Buffer> {
  return renderPdf(oilRecordBookDefinition(document));
}

/** The pdfmake document of the book (what the PDF prints; the tests read it). */
export function oilRecordBookDefinition(document: OilRecordBookDocument): TDocumentDefinitions {
  const text = book.recordBookTexts(document.language, 'oilRecordEntry');
  const rob = document.tanks.map((tank): TableCell[] => [
    tank.name,
    text.tankType(tank.tank_type),
    book.quantityCell(text, tank.capacity_m3),
    book.quantityCell(text, tank.rob_m3, tank.state === 'ok'),
  ]);
  return book.recordBookDocument(text, document, book.partsRange(document.parts, document.entries), [
    ...document.parts.flatMap((part) => partTable(document, part, text)),
    ...book.figuresSection(text, 'rob', ['tank', 'type', 'capacity', 'rob'], rob, ['*', '*', 70, 70]),
    { text: text.pdf('rob.note'), fontSize: 7, italics: true, margin: [0, 2, 0, 0] },
    ...book.verificationSection(text, document.verification.chains),
  ]);
}
