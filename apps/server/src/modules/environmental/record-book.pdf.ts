// What the record books' PDFs share (the oil, the garbage and the ballast water record book): the texts
// and formats of a book (its entity's `pdf.*` texts, numbers, days, times and positions as the forms
// write them), the A4 document with the ship's particulars and numbered pages, a table with the form's
// columns, an entry's correction line, the officer's signature and the Master's certification, and the
// numbers the book runs from and to. Each book's file lays out its own form's columns on them.
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

import type { ExportLanguage } from '../../crud/entity-export';
import { exportTranslator } from '../../crud/entity-export';
import { pdfHeading } from '../../crud/pdf';
import type { OrbVessel } from './oil-record.repository';

type Row = Record<string, unknown>;

/** What a record book's PDF is made from: the ship, the language, when, the entries, and the book's own. */
export type RecordBookDocumentOf<Own> = {
  vessel: OrbVessel;
  language: ExportLanguage;
  generatedAt: Date;
  entries: readonly Row[];
} & Own;

/** The texts and formats of a record book's PDF: its entity's texts (`entities:<entity>.pdf.*`). */
export function recordBookTexts(language: ExportLanguage, entity: string) {
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
    /** A stored time as ISO text (a driver's Date or a string). */
    isoOf: (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
    /** A page's month as the language names it ('November 2026'). */
    month: (value: string) =>
      new Date(`${value}-01T00:00:00Z`).toLocaleDateString(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    position: (lat: unknown, lon: unknown) =>
      lat === null || lat === undefined
        ? ''
        : `${coordinate(lat, 'N', 'S', 2)} ${coordinate(lon, 'E', 'W', 3)}`,
  };
}

export type RecordBookTexts = ReturnType<typeof recordBookTexts>;
type Texts = RecordBookTexts;

/** The header row of a form's table: `pdf.<prefix>.<column>` texts, bold on grey. */
export function headerRow(text: Texts, prefix: string, columns: readonly string[]): TableCell[] {
  return columns.map((column) => ({
    text: text.pdf(`${prefix}.${column}`),
    bold: true,
    fillColor: '#eeeeee',
  }));
}

/** The page of an entry (its part's entries of one calendar month, UTC: api/record-book-pages.ts). */
function monthOf(day: unknown): string {
  if (!day) return '';
  return day instanceof Date ? day.toISOString().slice(0, 7) : String(day).slice(0, 7);
}

/** The line closing a page: the Master's certification of all its entries, or how many still wait. */
function pageRow(text: Texts, month: string, entries: readonly Row[], columns: number): TableCell[] {
  const waiting = entries.filter((entry) => !entry.certified_at).length;
  const names = [...new Set(entries.map((entry) => String(entry.certified_by_name ?? '')))].join(', ');
  const last =
    waiting === 0
      ? entries
          .map((entry) => text.isoOf(entry.certified_at))
          .sort()
          .pop()
      : undefined;
  const line =
    waiting === 0
      ? text.pdf('pageCertified', { month: text.month(month), name: names, date: text.day(last) })
      : text.pdf('pageOpen', { month: text.month(month), count: waiting });
  return [
    {
      text: line,
      colSpan: columns,
      italics: true,
      fontSize: 7,
      color: waiting === 0 ? '#1b5e20' : '#8a5a00',
    },
    ...Array.from({ length: columns - 1 }, (): TableCell => ''),
  ];
}

/**
 * A form's table: its header rows (one, or two where the form groups columns under a heading), the
 * entries' rows in the order of the book, each page (a month's entries) closed by the Master's line,
 * or 'No entries.'; rows kept whole on a page.
 */
export function bookTable(
  text: Texts,
  input: {
    header: TableCell[] | TableCell[][];
    entries: readonly Row[];
    row: (entry: Row) => TableCell[];
    /** An entry's day, whose month is its page. */
    day: (entry: Row) => unknown;
    widths: (number | string)[];
  },
): Content {
  const headers = (Array.isArray(input.header[0]) ? input.header : [input.header]) as TableCell[][];
  const columns = input.widths.length;
  const rows: TableCell[][] = [];
  let page: Row[] = [];
  const closePage = () => {
    if (page.length > 0) rows.push(pageRow(text, monthOf(input.day(page[0]!)), page, columns));
    page = [];
  };
  for (const entry of input.entries) {
    if (page.length > 0 && monthOf(input.day(entry)) !== monthOf(input.day(page[0]!))) closePage();
    rows.push(input.row(entry));
    page.push(entry);
  }
  closePage();
  const empty: TableCell[] = [
    { text: text.pdf('noEntries'), colSpan: columns, italics: true },
    ...Array.from({ length: columns - 1 }, (): TableCell => ''),
  ];
  return {
    table: {
      headerRows: headers.length,
      widths: input.widths,
      body: [...headers, ...(rows.length > 0 ? rows : [empty])],
      dontBreakRows: true,
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };
}

/** A quantity in m³ at the right of its cell, red where the book's figures do not add up. */
export function quantityCell(text: Texts, m3: unknown, isOk = true): TableCell {
  return { text: `${text.number(m3)} m³`, alignment: 'right', color: isOk ? undefined : '#b00020' };
}

/** A table of figures under its heading (the tanks of a book), with the header row of `columns`. */
export function figuresSection(
  text: Texts,
  prefix: string,
  columns: readonly string[],
  rows: readonly TableCell[][],
  widths: (number | string)[],
): Content[] {
  return [
    sectionHeading(text.pdf(`${prefix}.title`)),
    {
      table: { headerRows: 1, widths, body: [headerRow(text, prefix, columns), ...rows] },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ];
}

/**
 * The verification of a book's chains under its heading: a line per chain named by its part, or, for a
 * book of one chain (`named` false), its one line.
 */
export function verificationSection(
  text: Texts,
  chains: readonly { part: string; ok: boolean; checked: number }[],
  named = true,
): Content[] {
  const line = (isOk: boolean, values: Record<string, string | number>): Content => ({
    text: text.pdf(isOk ? 'verification.ok' : 'verification.broken', values),
  });
  const lines = named
    ? chains.map((chain) => line(chain.ok, { part: text.pdf(`part${chain.part}`), count: chain.checked }))
    : [line(chains[0]?.ok ?? true, { count: chains[0]?.checked ?? 0 })];
  return [sectionHeading(text.pdf('verification.title')), ...lines];
}

/** A section's heading in a book. */
export function sectionHeading(title: string, top = 12): Content {
  return { text: title, fontSize: 12, bold: true, margin: [0, top, 0, 4] };
}

/** The line of a correction: the entry it corrects and the reason, or nothing. */
export function correctionLines(entry: Row, text: Texts): string[] {
  if (!entry.corrects_id) return [];
  return [
    text.pdf('correction', {
      number: String(entry.corrected_number ?? ''),
      reason: String(entry.correction_reason ?? ''),
    }),
  ];
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

/** The numbers a book's entries run from and to ('GRBI-2026-0001 - GRBI-2026-0042'), or ''. */
export function entryRange(entries: readonly Row[]): string {
  const numbers = entries
    .map((entry) => String(entry.entry_number ?? ''))
    .filter(Boolean)
    .sort();
  return numbers.length === 0 ? '' : `${numbers[0]} - ${numbers[numbers.length - 1]}`;
}

/** The numbers a book of parts runs from and to, per part ('ORBI-... - ORBI-...; ORBII-...'). */
export function partsRange(parts: readonly string[], entries: readonly Row[]): string {
  return parts
    .map((part) => entryRange(entries.filter((entry) => entry.part === part)))
    .filter(Boolean)
    .join('; ');
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
