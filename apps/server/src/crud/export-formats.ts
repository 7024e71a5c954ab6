// The three export formats of a list: CSV (UTF-8 with BOM, for Excel), a real XLSX workbook
// (exceljs) and an A4 landscape PDF (pdfmake). Text cells are guarded against formula injection.
import ExcelJS from 'exceljs';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

import type { ExportCell, ExportTable } from './entity-export';
import { exportTranslator } from './entity-export';
import { renderPdf } from './pdf';

/** A text starting like a formula (=, +, -, @, tab, CR) is prefixed with ' so no program runs it. */
export function sanitizeCell(value: ExportCell): ExportCell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: ExportCell): string {
  if (value === null) return '';
  const text = String(sanitizeCell(value));
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: ExportTable): Buffer {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'MARS';
  workbook.created = table.generatedAt;
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(
      row.map((value, index) => {
        if (table.kinds[index] === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
          return new Date(`${value}T00:00:00Z`);
        }
        return sanitizeCell(value);
      }),
    );
  }
  table.kinds.forEach((kind, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = Math.min(48, Math.max(12, (table.headers[index]?.length ?? 10) + 4));
    if (kind === 'date') column.numFmt = 'yyyy-mm-dd';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1, column: Math.max(1, table.headers.length) },
  };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function toPdf(table: ExportTable): Promise<Buffer> {
  const t = exportTranslator(table.language);
  const locale = table.language === 'de' ? 'de-DE' : 'en-GB';
  const generated = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(table.generatedAt);
  const header: TableCell[] = table.headers.map((text) => ({ text, style: 'th' }));
  const body: TableCell[][] = [
    header,
    ...table.rows.map((row) => row.map((value) => ({ text: value === null ? '' : String(value) }))),
  ];
  const content: Content[] = [
    { text: table.title, style: 'title' },
    { text: `${t('entityUi:exportDoc.generatedAt')}: ${generated} UTC`, style: 'meta' },
    {
      text: `${t('entityUi:exportDoc.filters')}: ${table.filters.length > 0 ? table.filters.join('; ') : t('entityUi:exportDoc.noFilters')}`,
      style: 'meta',
    },
    { text: `${t('entityUi:exportDoc.rows')}: ${table.rows.length}`, style: 'meta', margin: [0, 0, 0, 8] },
    {
      table: { headerRows: 1, widths: table.headers.map(() => '*'), body },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ];
  if (table.truncated !== null)
    content.push({ text: t('entityUi:exportDoc.truncated', { count: table.truncated }), style: 'meta' });
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 28, 28, 36],
    info: { title: table.title, creator: 'MARS' },
    content,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      meta: { fontSize: 8, color: '#555555' },
      th: { bold: true, fillColor: '#eeeeee' },
    },
    footer: (page, pages) => ({
      text: `${page} / ${pages}`,
      alignment: 'right',
      fontSize: 7,
      margin: [0, 8, 28, 0],
    }),
  };
  return renderPdf(definition);
}
