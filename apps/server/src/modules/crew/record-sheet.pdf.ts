// The monthly record of hours of rest of one seafarer, after the ILO/IMO Guidelines for the
// development of tables of seafarers' shipboard working arrangements and of formats of records of
// seafarers' hours of work or hours of rest (1999): ship, seafarer, a row per day with the 24 hours
// in half-hour cells (shaded = work), rest in 24 hours and in 7 days, remarks, and signatures.
import type { HoursViolation } from '@mars/domain';
import { SLOTS_PER_DAY } from '@mars/domain';
import { resources } from '@mars/i18n';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

import { pdfHeading, renderPdf } from '../../crud/pdf';
import type { VesselRow } from './crew-hours.repository';
import type { HoursMonth } from './crew-hours.service';

export type SheetLanguage = 'en' | 'de';

function translator(language: SheetLanguage) {
  const crew = resources[language].crew as unknown as Record<string, unknown>;
  const ranks = (resources[language].entities as unknown as Record<string, unknown>).crewMember as
    { enums?: { rank?: Record<string, string> } } | undefined;
  const t = (key: string, params: Record<string, string | number> = {}): string => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], crew);
    const template = typeof text === 'string' ? text : key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
  return { t, rank: (rank: string) => ranks?.enums?.rank?.[rank] ?? rank };
}

function hours(value: number, language: SheetLanguage): string {
  return value.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });
}

function windowText(violation: HoursViolation): string {
  const format = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}. ${iso.slice(11, 16)}`;
  return `${format(violation.windowStart)}–${format(violation.windowEnd)}`;
}

export async function renderRecordSheet(input: {
  vessel: VesselRow;
  hours: HoursMonth;
  language: SheetLanguage;
  generatedAt: Date;
}): Promise<Buffer> {
  const { t, rank } = translator(input.language);
  const { crewMember, days, month } = input.hours;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const monthName = new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleString(
    input.language === 'de' ? 'de-DE' : 'en-GB',
    { month: 'long', year: 'numeric', timeZone: 'UTC' },
  );

  const hourHeader: TableCell[] = [{ text: t('recordSheet.date'), rowSpan: 1, bold: true }];
  for (let hour = 0; hour < 24; hour++) {
    hourHeader.push({ text: String(hour), colSpan: 2, alignment: 'center' }, {});
  }
  hourHeader.push(
    { text: t('recordSheet.rest24h'), bold: true },
    { text: t('recordSheet.rest7d'), bold: true },
    { text: t('recordSheet.remarks'), bold: true },
  );

  const body: TableCell[][] = [hourHeader];
  for (const day of days) {
    const violated = day.violations.length > 0;
    // A day without a record stays blank (it counts as rest when judging its neighbours).
    const recorded = day.version !== null;
    const row: TableCell[] = [{ text: day.date.slice(8, 10), alignment: 'center', bold: violated }];
    for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
      row.push({ text: '', fillColor: day.slots[slot] === '1' ? '#3b4a5a' : undefined });
    }
    const notes = [
      ...day.violations.map((violation) => `${t(`rules.${violation.rule}`)} (${windowText(violation)})`),
      ...(day.remarks ? [day.remarks] : []),
    ];
    row.push(
      {
        text: recorded ? hours(day.restHours, input.language) : '–',
        alignment: 'right',
        color: violated ? '#b00020' : undefined,
      },
      { text: recorded ? hours(day.restHours7Days, input.language) : '–', alignment: 'right' },
      { text: notes.join('\n'), fontSize: 5.5, color: violated ? '#b00020' : undefined },
    );
    body.push(row);
  }

  const signature = (label: string): Content => ({
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.5 }], margin: [0, 24, 0, 2] },
      { text: label, fontSize: 7 },
    ],
  });

  const document: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [24, 24, 24, 24],
    info: {
      title: `${t('recordSheet.title')} - ${crewMember.first_name} ${crewMember.last_name} - ${month}`,
      subject: `${input.vessel.name} (IMO ${input.vessel.imo_number})`,
    },
    defaultStyle: { font: 'Roboto', fontSize: 7 },
    content: [
      ...pdfHeading({
        title: t('recordSheet.title'),
        titleSize: 13,
        note: t('recordSheet.subtitle'),
        facts: [
          [
            [t('recordSheet.vessel'), input.vessel.name],
            [t('recordSheet.imo'), input.vessel.imo_number],
            [t('recordSheet.flag'), input.vessel.flag_state],
          ],
          [
            [t('recordSheet.seafarer'), `${crewMember.first_name} ${crewMember.last_name}`],
            [t('recordSheet.rank'), rank(crewMember.rank)],
            [t('recordSheet.month'), monthName],
          ],
        ],
        gap: 6,
      }),
      {
        table: {
          headerRows: 1,
          widths: [14, ...Array.from({ length: SLOTS_PER_DAY }, () => 7.2), 26, 28, '*'],
          body,
        },
        layout: {
          hLineWidth: () => 0.3,
          vLineWidth: (index: number) =>
            index > 0 && index <= SLOTS_PER_DAY && (index - 1) % 2 === 0 ? 0.6 : 0.2,
          paddingLeft: () => 1,
          paddingRight: () => 1,
          paddingTop: () => 0.6,
          paddingBottom: () => 0.6,
        },
      },
      { text: t('recordSheet.legend'), fontSize: 6.5, margin: [0, 4, 0, 0] },
      {
        text: t('recordSheet.summary', {
          count: input.hours.violations.length,
        }),
        fontSize: 7,
        bold: input.hours.violations.length > 0,
        margin: [0, 2, 0, 0],
      },
      {
        columns: [signature(t('recordSheet.signatureSeafarer')), signature(t('recordSheet.signatureMaster'))],
        margin: [0, 4, 0, 0],
      },
      {
        text: t('recordSheet.generated', {
          at: input.generatedAt.toISOString().slice(0, 16).replace('T', ' '),
        }),
        fontSize: 5.5,
        color: '#666666',
        margin: [0, 6, 0, 0],
      },
    ],
  };
  return renderPdf(document);
}
