// The logbook report of a vessel for a day or a date range (at most 92 days): every entry of the
// period in time order with its status and review, then the verification of the chains. As PDF
// (logbook-report.pdf.ts) or CSV (the CSV writer of the generic export, formulas neutralised).
import type { LogbookType } from '@mars/domain';
import { formFieldsOf, logbookEntryEntity } from '@mars/domain';
import { resources } from '@mars/i18n';

import type { ExportCell, ExportLanguage } from '../../crud/entity-export';
import { exportTranslator } from '../../crud/entity-export';
import { toCsv } from '../../crud/export-formats';
import type { Scope } from '../../crud/scope';
import type { Db } from '../../db/client';
import { errors } from '../../plugins/errors';
import type { VesselVerification } from './logbook-chain.service';
import { verifyVesselChains } from './logbook-chain.service';
import type { VesselRow } from './logbook.repository';
import { findVessel, listReportEntries } from './logbook.repository';

export const MAX_REPORT_DAYS = 92;
const DAY_MS = 86_400_000;

export type LogbookReport = {
  vessel: VesselRow;
  from: string;
  to: string;
  logbookType?: LogbookType;
  entries: Record<string, unknown>[];
  verification: VesselVerification;
  generatedAt: Date;
  language: ExportLanguage;
};

export async function buildLogbookReport(
  db: Db,
  scope: Scope,
  input: {
    vesselId: string;
    from: string;
    to: string;
    logbookType?: LogbookType;
    language: ExportLanguage;
    now: Date;
  },
): Promise<LogbookReport> {
  const from = new Date(`${input.from}T00:00:00Z`);
  const to = new Date(`${input.to}T00:00:00Z`);
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  if (days < 0 || days >= MAX_REPORT_DAYS) throw errors.validation({ to: ['validation:dateRange'] });
  const vessel = await findVessel(db, scope, input.vesselId);
  if (!vessel) throw errors.notFound();
  const entries = await listReportEntries(db, scope, {
    vesselId: vessel.id,
    from,
    to: new Date(to.getTime() + DAY_MS),
    logbookType: input.logbookType,
    language: input.language,
  });
  const verification = await verifyVesselChains(db, {
    organizationId: scope.organizationId,
    vesselId: vessel.id,
    logbookType: input.logbookType,
    now: input.now,
  });
  return {
    vessel,
    from: input.from,
    to: input.to,
    logbookType: input.logbookType,
    entries,
    verification,
    generatedAt: input.now,
    language: input.language,
  };
}

export function reportFilename(report: LogbookReport, format: 'pdf' | 'csv'): string {
  const vessel = report.vessel.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `logbook-${vessel || 'vessel'}-${report.from}-${report.to}.${format}`;
}

type Tree = Record<string, unknown>;

/** Labels of the report (logbook:report.*), the ranks of the crew and number and position formats. */
export function reportText(language: ExportLanguage) {
  const t = exportTranslator(language);
  const ranks = ((resources[language].entities as unknown as Tree).crewMember as Tree | undefined)?.enums as
    { rank?: Record<string, string> } | undefined;
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const number = (value: unknown, digits = 1) =>
    value === null || value === undefined
      ? ''
      : Number(value).toLocaleString(locale, { maximumFractionDigits: digits });
  const coordinate = (value: unknown, positive: string, negative: string, width: number) => {
    if (value === null || value === undefined) return '';
    const degrees = Math.abs(Number(value));
    const whole = Math.floor(degrees);
    const minutes = ((degrees - whole) * 60).toFixed(1).padStart(4, '0');
    return `${String(whole).padStart(width, '0')}°${minutes}'${Number(value) < 0 ? negative : positive}`;
  };
  return {
    t: (key: string, params: Record<string, string | number> = {}) => t(`logbook:report.${key}`, params),
    rank: (rank: unknown) => (typeof rank === 'string' ? (ranks?.rank?.[rank] ?? rank) : ''),
    number,
    position: (row: Record<string, unknown>) =>
      row.latitude === null || row.latitude === undefined
        ? ''
        : `${coordinate(row.latitude, 'N', 'S', 2)} ${coordinate(row.longitude, 'E', 'W', 3)}`,
    dateTime: (value: unknown) =>
      value ? new Date(String(value)).toISOString().slice(0, 16).replace('T', ' ') : '',
  };
}

export type ReportText = ReturnType<typeof reportText>;

/** One line per chain: its type, whether it holds, how many approved entries, and the problems. */
export function verificationLines(report: LogbookReport, text: ReportText): string[][] {
  return report.verification.chains.map((chain) => [
    text.t(`types.${chain.logbook_type}`),
    chain.ok ? text.t('verification.chainOk') : text.t('verification.chainBroken'),
    text.t('verification.checked', { count: chain.checked }),
    chain.problems
      .map((problem) =>
        text.t('verification.problem', {
          problem: text.t(`verification.problems.${problem.problem}`),
          entry: problem.entryNumber ?? '-',
          position: problem.position ?? '-',
        }),
      )
      .join('; '),
  ]);
}

/** Fields of the entry's head: the report's own columns. */
const HEAD_FIELDS = new Set<string>(logbookEntryEntity.form.sections.slice(0, 2).flat());

/** The entry's own data, in the order of its form (every logbook type's), without the attachment. */
const DATA_COLUMNS = formFieldsOf(logbookEntryEntity).filter(
  (field) => !HEAD_FIELDS.has(field) && field !== 'attachment_id',
);

const CSV_COLUMNS: readonly string[] = [
  'entry_number',
  'entry_at',
  'logbook_type',
  'entry_type',
  'title',
  'description',
  ...DATA_COLUMNS,
  'watch_keeper_name',
  'watch_keeper_rank',
  'author_name',
  'status',
  'approver_name',
  'approved_at',
  'rejection_reason',
  'chain_position',
  'content_hash',
];

function csvValue(row: Record<string, unknown>, column: string, text: ReportText): ExportCell {
  const value = row[column];
  if (value === null || value === undefined) return null;
  switch (column) {
    case 'entry_at':
    case 'approved_at':
      return new Date(String(value)).toISOString();
    case 'logbook_type':
      return text.t(`types.${String(value)}`);
    case 'entry_type':
      return text.t(`entryTypes.${String(value)}`);
    case 'status':
      return text.t(`statuses.${String(value)}`);
    case 'watch_keeper_rank':
      return text.rank(value);
    default:
      return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  }
}

export function logbookReportCsv(report: LogbookReport): Buffer {
  const text = reportText(report.language);
  const width = CSV_COLUMNS.length;
  const pad = (cells: ExportCell[]) => [
    ...cells,
    ...Array<ExportCell>(Math.max(0, width - cells.length)).fill(null),
  ];
  const rows: ExportCell[][] = report.entries.map((row) =>
    CSV_COLUMNS.map((column) => csvValue(row, column, text)),
  );
  rows.push(pad([]));
  rows.push(
    pad([
      text.t('verification.title'),
      report.verification.ok ? text.t('verification.ok') : text.t('verification.broken'),
      text.t('verification.verifiedAt', { at: text.dateTime(report.verification.verified_at) }),
    ]),
  );
  for (const line of verificationLines(report, text)) rows.push(pad([text.t('verification.chain'), ...line]));
  rows.push(pad([text.t('generatedAt', { at: text.dateTime(report.generatedAt) })]));
  return toCsv({
    title: text.t('title'),
    language: report.language,
    generatedAt: report.generatedAt,
    filters: [],
    headers: CSV_COLUMNS.map((column) => text.t(`csv.${column}`)),
    kinds: CSV_COLUMNS.map(() => 'text'),
    rows,
    truncated: null,
  });
}
