// Demo audits of both demo ships over the past year and the next weeks (issue 13), with their
// findings and the corrective actions that close them: on Nordic Aurora an internal ISM audit with two
// non-conformities (one closed, its action verified; one still in corrective action, overdue) and an
// observation, an ISPS verification by the flag, closed, and the SMC renewal audit ahead of the
// certificate's expiry; on Baltic Pioneer the class's intermediate ISM verification with a
// non-conformity closed, an internal ISPS audit being held that found a major non-conformity (still
// open: the alert), and an internal MLC audit to come. The
// numbers are taken from the counters (nextEntityNumber), so they follow those of the seeds before.
import { v7 as uuidv7 } from 'uuid';

import { auditEntity, correctiveActionEntity, nonConformityEntity } from '@mars/domain';

import { nextEntityNumber } from '../crud/numbering';
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;

type DemoAction = {
  title: string;
  description: string;
  assignee: string;
  /** Raised this many days after the finding; due this many days from today. */
  dueInDays: number;
  status: 'open' | 'in_progress' | 'completed' | 'verified';
};

type DemoFinding = {
  kind: 'non_conformity' | 'major_non_conformity' | 'observation';
  severity: 'minor' | 'moderate' | 'serious' | 'critical';
  title: string;
  description: string;
  clause: string;
  /** Due this many days from today. */
  dueInDays: number;
  status: 'open' | 'corrective_action' | 'closed';
  rootCause?: string;
  actions?: DemoAction[];
};

type DemoAudit = {
  ship: 0 | 1;
  type: 'internal' | 'external';
  standard: 'ism' | 'isps' | 'mlc' | 'company';
  auditor: string;
  body: string;
  /** Days from today: negative in the past. */
  scheduledIn: number;
  status: 'scheduled' | 'in_progress' | 'completed' | 'closed';
  scope: string;
  summary?: string;
  findings?: DemoFinding[];
};

const DEMO_AUDITS: DemoAudit[] = [
  {
    ship: 0,
    type: 'external',
    standard: 'isps',
    auditor: 'J. Okafor',
    body: 'Liberia Maritime Authority',
    scheduledIn: -280,
    status: 'closed',
    scope: 'Intermediate verification of the ISSC: ship security plan, records, access control, drills.',
    summary: 'No findings. Security drills and the declaration of security records in good order.',
  },
  {
    ship: 0,
    type: 'internal',
    standard: 'ism',
    auditor: 'Capt. H. Lindqvist',
    body: 'Company – DPA office',
    scheduledIn: -150,
    status: 'completed',
    scope: 'Annual internal audit of the shipboard safety management system, ISM Code elements 1 to 12.',
    summary:
      'Two non-conformities and one observation. Good standard of bridge and engine-room records; crew familiar with the SMS.',
    findings: [
      {
        kind: 'non_conformity',
        severity: 'moderate',
        title: 'Emergency generator not tested weekly as the SMS requires',
        description:
          'The weekly on-load test of the emergency generator was missed in four of the last twelve weeks; no entry in the engine log.',
        clause: '10.3',
        dueInDays: -120,
        status: 'closed',
        rootCause:
          'The test was not a planned job in the PMS; it depended on the memory of the watch engineer.',
        actions: [
          {
            title: 'Emergency generator weekly test as a planned job',
            description: 'Add the weekly on-load test to the PMS with a logbook entry as its record.',
            assignee: 'engineer@mars.demo',
            dueInDays: -125,
            status: 'verified',
          },
        ],
      },
      {
        kind: 'non_conformity',
        severity: 'serious',
        title: 'Familiarisation of new joiners not recorded',
        description:
          'Two ratings who joined in Singapore had no signed shipboard familiarisation record within 24 hours of joining.',
        clause: '6.3',
        dueInDays: -20,
        status: 'corrective_action',
        rootCause:
          'The familiarisation checklist was kept by the chief officer only; joiners in port were not assigned to anyone.',
        actions: [
          {
            title: 'Familiarisation checklist handed to every joiner on arrival',
            description:
              'Gangway watch hands the checklist to each joiner; the safety officer signs it off within 24 hours.',
            assignee: 'officer@mars.demo',
            dueInDays: -20,
            status: 'in_progress',
          },
        ],
      },
      {
        kind: 'observation',
        severity: 'minor',
        title: 'Garbage record book entries signed late',
        description:
          'Three entries of the garbage record book were signed by the officer in charge two to four days after the operation.',
        clause: '11.1',
        dueInDays: 15,
        status: 'open',
      },
    ],
  },
  {
    ship: 0,
    type: 'external',
    standard: 'ism',
    auditor: 'R. Meijer',
    body: 'Lloyd’s Register on behalf of Liberia',
    scheduledIn: 10,
    status: 'scheduled',
    scope: 'Renewal audit of the Safety Management Certificate.',
  },
  {
    ship: 1,
    type: 'external',
    standard: 'ism',
    auditor: 'K. Andersen',
    body: 'DNV on behalf of the Marshall Islands',
    scheduledIn: -90,
    status: 'closed',
    scope: 'Intermediate verification of the Safety Management Certificate.',
    summary:
      'One non-conformity on the maintenance of the rescue boat; closed after the action was verified.',
    findings: [
      {
        kind: 'non_conformity',
        severity: 'moderate',
        title: 'Rescue boat release gear overdue for its annual thorough examination',
        description:
          'The annual thorough examination of the rescue boat on-load release gear was two months overdue.',
        clause: '10.2',
        dueInDays: -60,
        status: 'closed',
        rootCause: 'The service supplier’s visit was cancelled and not rescheduled; no reminder in the PMS.',
        actions: [
          {
            title: 'Thorough examination of the rescue boat release gear',
            description: 'Examination by the approved service supplier at the next port; certificate filed.',
            assignee: 'admin@mars.demo',
            dueInDays: -65,
            status: 'verified',
          },
        ],
      },
    ],
  },
  {
    ship: 1,
    type: 'internal',
    standard: 'isps',
    auditor: 'M. Schulz (CSO)',
    body: 'Company – security department',
    scheduledIn: -1,
    status: 'in_progress',
    scope: 'Internal audit of the ship security plan and its records (ISPS Code A/9.4.1).',
    findings: [
      {
        kind: 'major_non_conformity',
        severity: 'serious',
        title: 'Steering gear room, a restricted area, found unlocked and unattended',
        description:
          'The steering gear room door was open with nobody on watch while the ship was alongside; the SSP requires it locked in port.',
        clause: 'ISPS A/9.4.3',
        dueInDays: 2,
        status: 'open',
      },
    ],
  },
  {
    ship: 1,
    type: 'internal',
    standard: 'mlc',
    auditor: 'Capt. H. Lindqvist',
    body: 'Company – DPA office',
    scheduledIn: 35,
    status: 'scheduled',
    scope: 'Seafarers’ employment agreements, hours of rest, accommodation and on-board complaint procedure.',
  },
];

const DAY = 86_400_000;

function dayFrom(context: DemoContext, days: number): Date {
  const day = new Date(context.today.getTime() + days * DAY);
  day.setUTCHours(10, 0, 0, 0);
  return day;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function insertRow(tx: Queryable, table: string, row: Row): Promise<void> {
  const columns = Object.keys(row);
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    columns.map((column) => row[column] ?? null),
  );
}

export async function seedComplianceAudits(tx: Queryable, context: DemoContext): Promise<void> {
  const users = context.userIdsByEmail;
  const admin = users['admin@mars.demo'];
  const master = users['master@mars.demo'];
  const organizationId = context.organizationId;
  const numberOf = (
    entity: typeof auditEntity | typeof nonConformityEntity | typeof correctiveActionEntity,
    values: Row,
  ) => nextEntityNumber(tx, organizationId, entity, values, context.today);

  const ordered = [...DEMO_AUDITS].sort((a, b) => a.scheduledIn - b.scheduledIn);
  for (const audit of ordered) {
    const vesselId = context.vesselIds[audit.ship]!;
    const scheduled = dayFrom(context, audit.scheduledIn);
    const held = audit.status === 'scheduled' ? null : scheduled;
    const closedAt = audit.status === 'closed' ? new Date(scheduled.getTime() + 45 * DAY) : null;
    const recorder = audit.ship === 0 ? master : admin;
    const auditId = uuidv7();
    const auditValues: Row = { vessel_id: vesselId, scheduled_date: isoDay(scheduled) };
    await insertRow(tx, 'audits', {
      id: auditId,
      organization_id: organizationId,
      vessel_id: vesselId,
      audit_number: await numberOf(auditEntity, auditValues),
      audit_type: audit.type,
      standard: audit.standard,
      auditor: audit.auditor,
      auditing_body: audit.body,
      scheduled_date: isoDay(scheduled),
      held_date: held ? isoDay(held) : null,
      scope: audit.scope,
      status: audit.status,
      summary: audit.summary,
      closed_at: closedAt?.toISOString(),
      closed_by: closedAt ? admin : null,
      created_at: new Date(scheduled.getTime() - 30 * DAY).toISOString(),
      updated_at: (closedAt ?? held ?? new Date(scheduled.getTime() - 30 * DAY)).toISOString(),
      created_by: admin,
      updated_by: closedAt ? admin : recorder,
    });

    for (const finding of audit.findings ?? []) {
      const identified = scheduled;
      const findingId = uuidv7();
      const findingClosed = finding.status === 'closed' ? new Date(identified.getTime() + 40 * DAY) : null;
      await insertRow(tx, 'non_conformities', {
        id: findingId,
        organization_id: organizationId,
        vessel_id: vesselId,
        nc_number: await numberOf(nonConformityEntity, {
          vessel_id: vesselId,
          identified_date: isoDay(identified),
        }),
        kind: finding.kind,
        title: finding.title,
        severity: finding.severity,
        identified_date: isoDay(identified),
        due_date: isoDay(dayFrom(context, finding.dueInDays)),
        audit_id: auditId,
        ism_clause: finding.clause,
        description: finding.description,
        root_cause: finding.rootCause,
        status: finding.status,
        verification_notes: findingClosed ? 'Corrective action checked on board and found effective.' : null,
        closed_at: findingClosed?.toISOString(),
        closed_by: findingClosed ? admin : null,
        created_at: new Date(identified.getTime() + 3_600_000).toISOString(),
        updated_at: (findingClosed ?? new Date(identified.getTime() + 2 * DAY)).toISOString(),
        created_by: recorder,
        updated_by: findingClosed ? admin : recorder,
      });

      for (const action of finding.actions ?? []) {
        const reported = new Date(identified.getTime() + 2 * DAY);
        const due = dayFrom(context, action.dueInDays);
        const done = action.status === 'completed' || action.status === 'verified';
        const verified = action.status === 'verified';
        await insertRow(tx, 'corrective_actions', {
          id: uuidv7(),
          organization_id: organizationId,
          vessel_id: vesselId,
          action_number: await numberOf(correctiveActionEntity, {
            vessel_id: vesselId,
            reported_date: isoDay(reported),
          }),
          title: action.title,
          description: action.description,
          source: 'non_conformity',
          non_conformity_id: findingId,
          severity: finding.severity,
          assigned_to: users[action.assignee],
          reported_by: recorder,
          reported_date: isoDay(reported),
          due_date: isoDay(due),
          status: action.status,
          completed_date: done ? isoDay(new Date(due.getTime() - 3 * DAY)) : null,
          completion_notes: done ? 'Done as described; evidence filed with the SMS records.' : null,
          verified_at: verified ? due.toISOString() : null,
          verified_by: verified ? admin : null,
          verification_notes: verified
            ? 'Checked on board; the records of the following weeks are complete.'
            : null,
          created_at: reported.toISOString(),
          updated_at: (verified ? due : reported).toISOString(),
          created_by: recorder,
          updated_by: verified ? admin : recorder,
        });
      }
    }
  }
}
