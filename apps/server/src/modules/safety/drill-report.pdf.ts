// The report of one drill (issue 13 'Drills': the export of a drill report): the vessel, the kind of
// drill, the day scheduled and held, the conductor, the place, the scenario, the duration and the
// performance, the debrief, the next due, and every crew member who took part (name and rank), with
// the conductor's and the Master's signature lines. English or German, like the other PDFs.
import type { DrillParticipant } from '@mars/domain';
import { resources } from '@mars/i18n';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

import { pdfHeading, renderPdf } from '../../crud/pdf';

export type ReportLanguage = 'en' | 'de';

type Texts = Record<string, unknown>;

function translator(language: ReportLanguage) {
  const entities = resources[language].entities as unknown as Record<string, Texts>;
  const lookup = (node: unknown, path: string): string | undefined => {
    const value = path.split('.').reduce<unknown>((at, part) => (at as Texts | undefined)?.[part], node);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    t: (key: string, params: Record<string, string | number> = {}) =>
      (lookup(entities.drill, key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
        String(params[name] ?? ''),
      ),
    rank: (rank: string) => lookup(entities.crewMember, `enums.rank.${rank}`) ?? rank,
  };
}

function day(value: unknown, language: ReportLanguage): string {
  const iso = value instanceof Date ? value.toISOString() : value;
  if (typeof iso !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return '–';
  const [year, month, date] = iso.slice(0, 10).split('-');
  return language === 'de' ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
}

export async function renderDrillReport(input: {
  vessel: { name: string; imo_number: string | null };
  drill: Record<string, unknown>;
  participants: readonly DrillParticipant[];
  language: ReportLanguage;
  generatedAt: Date;
}): Promise<Buffer> {
  const { t, rank } = translator(input.language);
  const { drill, language } = input;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : '–');
  const enumText = (field: string, value: unknown) =>
    typeof value === 'string' ? t(`enums.${field}.${value}`) : '–';
  const kind = enumText('drill_type', drill.drill_type);
  const duration = typeof drill.duration_minutes === 'number' ? `${drill.duration_minutes} min` : '–';

  const participants: Content =
    input.participants.length === 0
      ? { text: t('report.noParticipants'), italics: true }
      : {
          table: {
            headerRows: 1,
            widths: [20, '*', '*', 90],
            body: [
              ['#', t('report.name'), t('report.rank'), t('report.signature')].map((cell) => ({
                text: cell,
                bold: true,
              })),
              ...input.participants.map((person, index) => [
                String(index + 1),
                `${person.last_name}, ${person.first_name}`,
                rank(person.rank),
                '',
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
        };

  const signature = (label: string): Content => ({
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.5 }], margin: [0, 30, 0, 2] },
      { text: label, fontSize: 8 },
    ],
  });

  const document: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: {
      title: `${t('report.title')} - ${kind} - ${day(drill.held_date ?? drill.scheduled_date, language)}`,
      subject: `${input.vessel.name}${input.vessel.imo_number ? ` (IMO ${input.vessel.imo_number})` : ''}`,
    },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      ...pdfHeading({
        title: `${t('report.title')}: ${kind}`,
        titleSize: 15,
        note: t('report.note', { date: day(input.generatedAt.toISOString(), language) }),
        facts: [
          [
            [t('report.vessel'), input.vessel.name],
            ['IMO', text(input.vessel.imo_number)],
            [t('fields.status'), enumText('status', drill.status)],
          ],
          [
            [t('fields.scheduled_date'), day(drill.scheduled_date, language)],
            [t('fields.held_date'), day(drill.held_date, language)],
            [t('fields.next_due_date'), day(drill.next_due_date, language)],
          ],
          [
            [t('fields.conductor'), text(drill.conductor)],
            [t('fields.location'), text(drill.location)],
            [t('fields.duration_minutes'), duration],
            [t('fields.performance'), enumText('performance', drill.performance)],
          ],
        ],
        gap: 10,
      }),
      { text: t('fields.scenario'), bold: true, margin: [0, 4, 0, 2] },
      { text: text(drill.scenario), margin: [0, 0, 0, 8] },
      { text: t('fields.debrief'), bold: true, margin: [0, 4, 0, 2] },
      { text: text(drill.debrief), margin: [0, 0, 0, 8] },
      {
        text: t('report.participants', { count: input.participants.length }),
        bold: true,
        margin: [0, 4, 0, 4],
      },
      participants,
      { columns: [signature(t('report.conductorSignature')), signature(t('report.masterSignature'))] },
    ],
  };
  return renderPdf(document);
}
