// The oil record book as an A4 PDF in the layout of the official form (MARPOL Annex I Appendix III):
// the ship's particulars, then per part a table of Date | Code (letter) | Item (number) | Record of
// operations / signature of officer in charge, each entry's particulars on its lines, the officer's
// signature and the Master's certification; corrections printed as such with their reason; then the
// retained on board of each tank and the verification of the chains. In English or German.
import type { OilRecordVerification, OrbPart, TankRobRow } from '@mars/domain';
import { letterOfCode } from '@mars/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

import type { ExportLanguage } from '../../crud/entity-export';
import { exportTranslator } from '../../crud/entity-export';
import { pdfHeading, renderPdf } from '../../crud/pdf';
import type { OrbVessel } from './oil-record.repository';

type Row = Record<string, unknown>;

export type OilRecordBookDocument = {
  vessel: OrbVessel;
  language: ExportLanguage;
  generatedAt: Date;
  parts: readonly OrbPart[];
  entries: readonly Row[];
  tanks: readonly TankRobRow[];
  verification: OilRecordVerification;
};

/** The texts and formats of a record book's PDF: its entity's texts (`entities:<entity>.pdf.*`). */
export function recordBookTexts(language: ExportLanguage, entity = 'oilRecordEntry') {
  const t = exportTranslator(language);
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const number = (value: unknown, digits = 1) =>
    value === null || value === undefined || value === ''
      ? ''
      : Number(value).toLocaleString(locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
  const coordinate = (value: unknown, positive: string, negative: string, width: number) => {
    if (value === null || value === undefined || value === '') return '';
    const degrees = Math.abs(Number(value));
    const whole = Math.floor(degrees);
    const minutes = ((degrees - whole) * 60).toFixed(1).padStart(4, '0');
    return `${String(whole).padStart(width, '0')}°${minutes}'${Number(value) < 0 ? negative : positive}`;
  };
  const day = (value: unknown) => {
    if (!value) return '';
    const iso = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    const [y, m, d] = iso.split('-');
    return `${d}.${m}.${y}`;
  };
  const time = (value: unknown) =>
    value ? new Date(value as string | Date).toISOString().slice(11, 16) : '';
  return {
    pdf: (key: string, params: Record<string, string | number> = {}) =>
      t(`entities:${entity}.pdf.${key}`, params),
    field: (name: string) => t(`entities:${entity}.fields.${name}`),
    enumText: (field: string, value: unknown) => t(`entities:${entity}.enums.${field}.${String(value)}`),
    tankType: (value: string) => t(`entities:vesselTank.enums.tank_type.${value}`),
    number,
    day,
    time,
    position: (lat: unknown, lon: unknown) =>
      lat === null || lat === undefined
        ? ''
        : `${coordinate(lat, 'N', 'S', 2)} ${coordinate(lon, 'E', 'W', 3)}`,
  };
}

export type RecordBookTexts = ReturnType<typeof recordBookTexts>;
type Texts = RecordBookTexts;

/** The record of operations of an entry: its particulars, as the item asks for them. */
function particulars(entry: Row, tankName: (id: unknown) => string, text: Texts): string[] {
  const { field, number } = text;
  const lines: string[] = [];
  const add = (label: string, value: string) => {
    if (value) lines.push(`${label}: ${value}`);
  };
  if (entry.corrects_id) {
    lines.push(
      text.pdf('correction', {
        number: String(entry.corrected_number ?? ''),
        reason: String(entry.correction_reason ?? ''),
      }),
    );
  }
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

/** The officer's signature and the Master's certification of an entry, or its state while unsigned. */
export function signatureLines(entry: Row, text: Texts): Content[] {
  const lines: Content[] = [];
  if (entry.signed_at) {
    lines.push({
      text: text.pdf('signedBy', {
        name: String(entry.signed_by_name ?? ''),
        date: text.day(entry.signed_at),
      }),
      italics: true,
    });
  } else {
    lines.push({
      text: text.pdf('notSigned', { status: text.enumText('status', entry.status) }),
      color: '#8a5a00',
    });
  }
  if (entry.certified_at) {
    lines.push({
      text: text.pdf('certifiedBy', {
        name: String(entry.certified_by_name ?? ''),
        date: text.day(entry.certified_at),
        position: String(entry.chain_position ?? ''),
      }),
      italics: true,
      color: '#1b5e20',
    });
  }
  return lines;
}

function partTable(document: OilRecordBookDocument, part: OrbPart, text: Texts): Content[] {
  const tankNames = new Map(document.tanks.map((tank) => [tank.tank_id, tank.name]));
  const tankName = (id: unknown) => (typeof id === 'string' ? (tankNames.get(id) ?? '') : '');
  const header: TableCell[] = ['date', 'code', 'item', 'record'].map((column) => ({
    text: text.pdf(`columns.${column}`),
    bold: true,
    fillColor: '#eeeeee',
  }));
  const body: TableCell[][] = [header];
  const entries = document.entries.filter((entry) => entry.part === part);
  for (const entry of entries) {
    body.push([
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
          ...signatureLines(entry, text),
        ],
      },
    ]);
  }
  if (entries.length === 0)
    body.push([{ text: text.pdf('noEntries'), colSpan: 4, italics: true }, '', '', '']);
  return [
    { text: text.pdf(`part${part}`), fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
    {
      table: { headerRows: 1, widths: [52, 30, 34, '*'], body, dontBreakRows: true },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ];
}

export function renderOilRecordBook(document: OilRecordBookDocument): Promise<Buffer> {
  return renderPdf(oilRecordBookDefinition(document));
}

/** The numbers the book runs from and to, per part (the document's subject, for an index). */
function entryRange(document: OilRecordBookDocument): string {
  return document.parts
    .map((part) => {
      const numbers = document.entries
        .filter((entry) => entry.part === part && entry.entry_number)
        .map((entry) => String(entry.entry_number))
        .sort();
      return numbers.length === 0 ? '' : `${numbers[0]} - ${numbers[numbers.length - 1]}`;
    })
    .filter(Boolean)
    .join('; ');
}

/** The pdfmake document of the book (what the PDF prints; the tests read it). */
export function oilRecordBookDefinition(document: OilRecordBookDocument): TDocumentDefinitions {
  const text = recordBookTexts(document.language);
  const robBody: TableCell[][] = [
    ['tank', 'type', 'capacity', 'rob'].map((column) => ({
      text: text.pdf(`rob.${column}`),
      bold: true,
      fillColor: '#eeeeee',
    })),
    ...document.tanks.map((tank): TableCell[] => [
      tank.name,
      text.tankType(tank.tank_type),
      { text: `${text.number(tank.capacity_m3)} m³`, alignment: 'right' },
      {
        text: `${text.number(tank.rob_m3)} m³`,
        alignment: 'right',
        color: tank.state === 'ok' ? undefined : '#b00020',
      },
    ]),
  ];
  const verification = document.verification.chains.map((chain) =>
    text.pdf(chain.ok ? 'verification.ok' : 'verification.broken', {
      part: text.pdf(`part${chain.part}`),
      count: chain.checked,
    }),
  );
  return recordBookDocument(text, document, entryRange(document), [
    ...document.parts.flatMap((part) => partTable(document, part, text)),
    { text: text.pdf('rob.title'), fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
    {
      table: { headerRows: 1, widths: ['*', '*', 70, 70], body: robBody },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
    { text: text.pdf('rob.note'), fontSize: 7, italics: true, margin: [0, 2, 0, 0] },
    { text: text.pdf('verification.title'), fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
    ...verification.map((line): Content => ({ text: line })),
  ]);
}

/** A record book's A4 document: its title, the ship's particulars, then `content`, pages numbered. */
export function recordBookDocument(
  text: Texts,
  document: { vessel: OrbVessel; generatedAt: Date },
  subject: string,
  content: Content[],
): TDocumentDefinitions {
  const { vessel } = document;
  return {
    pageSize: 'A4',
    pageMargins: [36, 40, 36, 40],
    info: { title: `${text.pdf('title')} - ${vessel.name}`, subject },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    footer: (page, pages) => ({
      text: text.pdf('page', { page, pages }),
      alignment: 'center',
      fontSize: 7,
      margin: [0, 12, 0, 0],
    }),
    content: [
      ...pdfHeading({
        title: text.pdf('title'),
        titleSize: 16,
        note: text.pdf('note'),
        facts: [
          [
            [text.pdf('vessel'), vessel.name],
            [text.pdf('imo'), vessel.imo_number ?? ''],
          ],
          [
            [text.pdf('flag'), vessel.flag_state ?? ''],
            [text.pdf('grossTonnage'), vessel.gross_tonnage ? String(vessel.gross_tonnage) : ''],
          ],
          [
            [
              text.pdf('generated'),
              `${document.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
            ],
          ],
        ],
        gap: 6,
      }),
      ...content,
    ],
  };
}
