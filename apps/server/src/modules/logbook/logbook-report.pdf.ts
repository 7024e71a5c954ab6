// The logbook report as an A4 landscape PDF (pdfmake, like the crew record sheet): the vessel and
// the period, one table row per entry with its data, watch keeper, author and review, then the
// verification of the hash chains, so a printed report shows whether the record can be trusted.
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

import { pdfHeading, renderPdf } from '../../crud/pdf';
import type { LogbookReport, ReportText } from './logbook-report.service';
import { reportText, verificationLines } from './logbook-report.service';

type Entry = Record<string, unknown>;

const STATUS_COLOR: Record<string, string> = {
  approved: '#1b5e20',
  submitted: '#8a5a00',
  rejected: '#b00020',
  draft: '#555555',
};

/** The data lines of an entry: position and navigation, weather, engine, radio, as present. */
function dataLines(entry: Entry, text: ReportText): string[] {
  const { t, number } = text;
  const part = (label: string, value: unknown, unit = '', digits = 1) =>
    value === null || value === undefined || value === ''
      ? undefined
      : `${t(`data.${label}`)} ${typeof value === 'number' ? number(value, digits) : String(value)}${unit}`;
  const line = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');
  const visibility = entry.visibility ? t(`visibility.${String(entry.visibility)}`) : undefined;
  return [
    text.position(entry),
    line(
      part('course', entry.course, '°', 0),
      part('speed', entry.speed, ' kn'),
      part('distance', entry.distance_nm, ' NM'),
    ),
    line(
      entry.wind_direction
        ? `${t('data.wind')} ${String(entry.wind_direction)} ${entry.wind_force ?? ''}`.trim()
        : undefined,
      part('seaState', entry.sea_state, '', 0),
      visibility ? `${t('data.visibility')} ${visibility}` : undefined,
      part('pressure', entry.barometric_pressure, ' hPa', 0),
      entry.weather ? String(entry.weather) : undefined,
    ),
    line(
      part('rpm', entry.me_rpm, '', 0),
      part('load', entry.me_load_percent, ' %', 0),
      part('runningHours', entry.me_running_hours, ' h'),
      part('auxHours', entry.aux_running_hours, ' h'),
    ),
    line(
      part('fuel', entry.fuel_consumed_mt, ' MT', 2),
      entry.fuel_type ? String(entry.fuel_type) : undefined,
      part('rob', entry.fuel_rob_mt, ' MT', 1),
    ),
    line(
      entry.radio_station ? String(entry.radio_station) : undefined,
      entry.radio_frequency ? String(entry.radio_frequency) : undefined,
      entry.message_category ? t(`messageCategories.${String(entry.message_category)}`) : undefined,
    ),
  ].filter((value) => value !== '');
}

function reviewCell(entry: Entry, text: ReportText): TableCell {
  const status = String(entry.status);
  const lines: Content[] = [{ text: text.t(`statuses.${status}`), bold: true, color: STATUS_COLOR[status] }];
  if (status === 'approved') {
    lines.push({
      text: `${entry.approver_name ?? ''}\n${text.dateTime(entry.approved_at)}`,
      fontSize: 6.5,
    });
  }
  if (entry.rejection_reason) {
    lines.push({
      text: `${text.t('columns.rejectionReason')}: ${String(entry.rejection_reason)}`,
      fontSize: 6.5,
      color: '#b00020',
    });
  }
  return { stack: lines };
}

export async function renderLogbookReport(report: LogbookReport): Promise<Buffer> {
  const text = reportText(report.language);
  const { t } = text;
  const isDaily = report.from === report.to;
  const title = isDaily ? t('dailyTitle') : t('title');
  const header: TableCell[] = [
    'number',
    'time',
    'logbook',
    'entry',
    'data',
    'watchKeeper',
    'author',
    'review',
  ].map((column) => ({ text: t(`columns.${column}`), bold: true, fillColor: '#eeeeee' }));
  const body: TableCell[][] = [header];
  for (const entry of report.entries) {
    body.push([
      { text: String(entry.entry_number ?? ''), noWrap: true },
      { text: text.dateTime(entry.entry_at), noWrap: true },
      {
        text: `${t(`types.${String(entry.logbook_type)}`)}\n${t(`entryTypes.${String(entry.entry_type)}`)}`,
      },
      {
        stack: [
          { text: String(entry.title), bold: true },
          { text: String(entry.description) },
          ...(entry.remarks ? [{ text: String(entry.remarks), italics: true }] : []),
        ],
      },
      { text: dataLines(entry, text).join('\n'), fontSize: 6.5 },
      // The watch keeper by the seafarer's name, rank included (crewMember's title format).
      { text: String(entry.watch_keeper_name ?? '') },
      { text: String(entry.author_name ?? '') },
      reviewCell(entry, text),
    ]);
  }
  const period = isDaily ? report.from : `${report.from} – ${report.to}`;
  const verification = report.verification;
  const content: Content[] = [
    ...pdfHeading({
      title,
      titleSize: 14,
      note: t('timesUtc'),
      facts: [
        [
          [t('vessel'), report.vessel.name],
          [t('imo'), report.vessel.imo_number],
          [t('flag'), report.vessel.flag_state],
        ],
        [
          [t('period'), period],
          [t('logbook'), report.logbookType ? t(`types.${report.logbookType}`) : t('allTypes')],
          [t('entries'), String(report.entries.length)],
        ],
      ],
      gap: 8,
    }),
    report.entries.length === 0
      ? { text: t('noEntries'), italics: true, margin: [0, 0, 0, 8] }
      : {
          table: { headerRows: 1, widths: [52, 50, 74, '*', 130, 70, 60, 78], body, dontBreakRows: true },
          layout: 'lightHorizontalLines',
        },
    {
      text: t('verification.title'),
      fontSize: 10,
      bold: true,
      margin: [0, 12, 0, 4],
    },
    {
      text: verification.ok ? t('verification.ok') : t('verification.broken'),
      bold: true,
      color: verification.ok ? '#1b5e20' : '#b00020',
    },
    {
      table: {
        widths: [80, 70, 120, '*'],
        body: verificationLines(report, text).map((line) => line.map((cell) => ({ text: cell }))),
      },
      layout: 'noBorders',
      margin: [0, 2, 0, 2],
    },
    {
      text: t('verification.verifiedAt', { at: text.dateTime(verification.verified_at) }),
      fontSize: 6.5,
      color: '#555555',
    },
    {
      columns: [
        {
          stack: [
            {
              canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.5 }],
              margin: [0, 28, 0, 2],
            },
            { text: t('signatureMaster'), fontSize: 7 },
          ],
        },
        {
          text: t('generatedAt', { at: text.dateTime(report.generatedAt) }),
          fontSize: 6.5,
          color: '#666666',
          alignment: 'right',
          margin: [0, 32, 0, 0],
        },
      ],
    },
  ];
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [24, 24, 24, 32],
    info: {
      title: `${title} - ${report.vessel.name} - ${period}`,
      creator: 'MARS',
      subject: `IMO ${report.vessel.imo_number}`,
    },
    defaultStyle: { font: 'Roboto', fontSize: 7.5 },
    content,
    footer: (page, pages) => ({
      text: `${report.vessel.name} · ${period} · ${page} / ${pages}`,
      alignment: 'right',
      fontSize: 6.5,
      margin: [0, 8, 24, 0],
    }),
  };
  return renderPdf(definition);
}
