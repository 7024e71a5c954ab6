// Demo incidents and near misses of both demo ships over the past year (issue 13), and the corrective
// actions raised from them: some closed and verified, one under investigation, a fresh near miss
// reported without a name, a lost-time injury, and an overdue action.
import { v7 as uuidv7 } from 'uuid';

import { correctiveActionEntity, formatEntityNumber, incidentEntity } from '@mars/domain';

import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;

type DemoIncident = {
  ship: 0 | 1;
  daysAgo: number;
  hour: number;
  type: string;
  severity: string;
  location: string;
  description: string;
  people?: string;
  onWatch?: string;
  lostTime?: boolean;
  anonymous?: boolean;
  status: 'reported' | 'under_investigation' | 'closed';
  rootCause?: string;
  immediateAction?: string;
  risk?: [number, number, number, number];
  actions?: {
    title: string;
    description: string;
    assignee: string;
    dueInDays: number;
    status: 'open' | 'in_progress' | 'completed' | 'verified';
  }[];
};

const DEMO_INCIDENTS: DemoIncident[] = [
  {
    ship: 0,
    daysAgo: 290,
    hour: 9,
    type: 'personal_injury',
    severity: 'serious',
    location: 'Engine room, purifier flat',
    description:
      'Oiler slipped on an oily floor plate while cleaning the HFO purifier and fractured his wrist. Signed off in Singapore.',
    people: 'Oiler (engine department)',
    onWatch: '2/E, Oiler',
    lostTime: true,
    status: 'closed',
    rootCause:
      'Purifier sludge leaked onto the floor plates for days; housekeeping round did not include the purifier flat.',
    immediateAction: 'First aid, medical advice by radio, floor plates degreased and anti-slip mats laid.',
    risk: [4, 4, 2, 3],
    actions: [
      {
        title: 'Add purifier flat to the daily housekeeping round',
        description: 'Engine room housekeeping checklist extended; chief engineer signs it daily.',
        assignee: 'engineer@mars.demo',
        dueInDays: -260,
        status: 'verified',
      },
    ],
  },
  {
    ship: 0,
    daysAgo: 180,
    hour: 15,
    type: 'near_miss',
    severity: 'moderate',
    location: 'Main deck, forward mooring station',
    description:
      'Mooring line parted under tension during berthing at Rotterdam; nobody in the snap-back zone.',
    people: 'Bosun, two ABs',
    onWatch: 'C/O, AB',
    status: 'closed',
    rootCause: 'Line worn beyond its discard criteria; the mooring line inspection interval was too long.',
    immediateAction: 'Line replaced; snap-back zones repainted on the forecastle.',
    risk: [3, 5, 2, 4],
    actions: [
      {
        title: 'Monthly mooring line inspection in the PMS',
        description: 'Mooring lines inspected monthly and their condition recorded as a planned job.',
        assignee: 'officer@mars.demo',
        dueInDays: -150,
        status: 'verified',
      },
    ],
  },
  {
    ship: 1,
    daysAgo: 120,
    hour: 2,
    type: 'equipment_failure',
    severity: 'moderate',
    location: 'Steering gear room',
    description:
      'No. 2 steering pump tripped on overload during the pre-departure test; No. 1 pump took over.',
    onWatch: '3/E',
    status: 'closed',
    rootCause: 'Worn motor bearing raised the current draw; vibration trend had not been reviewed.',
    immediateAction: 'Bearing renewed and the pump tested before departure.',
    risk: [2, 5, 1, 5],
    actions: [
      {
        title: 'Review vibration trends of steering pumps monthly',
        description: 'Chief engineer to review the trend readings monthly and record it.',
        assignee: 'admin@mars.demo',
        dueInDays: -90,
        status: 'completed',
      },
    ],
  },
  {
    ship: 0,
    daysAgo: 40,
    hour: 11,
    type: 'fire',
    severity: 'minor',
    location: 'Galley',
    description:
      'Fat fire in the deep fryer; extinguished by the cook with the fire blanket within a minute.',
    people: 'Cook',
    onWatch: '3/O',
    status: 'under_investigation',
    risk: [3, 4, 0, 0],
    actions: [
      {
        title: 'Fit a thermostat cut-out to the deep fryer',
        description: 'Order and fit an over-temperature cut-out; test it monthly.',
        assignee: 'engineer@mars.demo',
        dueInDays: -5,
        status: 'in_progress',
      },
    ],
  },
  {
    ship: 0,
    daysAgo: 12,
    hour: 6,
    type: 'personal_injury',
    severity: 'moderate',
    location: 'Cargo hold No. 3, access ladder',
    description:
      'AB missed a rung on the hold access ladder and sprained his ankle; off work for three days.',
    people: 'AB',
    onWatch: 'C/O',
    lostTime: true,
    status: 'reported',
  },
  {
    ship: 0,
    daysAgo: 2,
    hour: 21,
    type: 'near_miss',
    severity: 'minor',
    location: 'Accommodation ladder',
    description:
      'Accommodation ladder net not rigged while a pilot was boarding; noticed and rigged in time.',
    anonymous: true,
    status: 'reported',
  },
  {
    ship: 1,
    daysAgo: 6,
    hour: 13,
    type: 'near_miss',
    severity: 'moderate',
    location: 'Bridge',
    description:
      'Crossing vessel not acquired on ARPA in heavy rain clutter; CPA 0.4 NM before avoiding action.',
    onWatch: '2/O, AB',
    status: 'reported',
  },
];

function at(context: DemoContext, daysAgo: number, hour: number): Date {
  const day = new Date(context.today.getTime() - daysAgo * 86_400_000);
  day.setUTCHours(hour, 10, 0, 0);
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

export async function seedSafetyIncidents(tx: Queryable, context: DemoContext): Promise<void> {
  const users = context.userIdsByEmail;
  const master = users['master@mars.demo'];
  const sequences = new Map<string, number>();
  const next = (prefix: string, vesselId: string, year: number) => {
    const key = `${prefix}:${vesselId}:${year}`;
    const value = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, value);
    return formatEntityNumber(prefix, year, value);
  };
  const ordered = [...DEMO_INCIDENTS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const incident of ordered) {
    const vesselId = context.vesselIds[incident.ship]!;
    const occurred = at(context, incident.daysAgo, incident.hour);
    const reporter = incident.anonymous
      ? null
      : users[incident.ship === 0 ? 'crew@mars.demo' : 'officer@mars.demo'];
    const investigated = incident.status !== 'reported';
    const closed = incident.status === 'closed';
    const id = uuidv7();
    await insertRow(tx, 'incidents', {
      id,
      organization_id: context.organizationId,
      vessel_id: vesselId,
      incident_number: next('INC', vesselId, occurred.getUTCFullYear()),
      occurred_at: occurred.toISOString(),
      incident_type: incident.type,
      location: incident.location,
      severity: incident.severity,
      lost_time_injury: incident.lostTime ?? false,
      people_involved: incident.people,
      on_watch: incident.onWatch,
      description: incident.description,
      anonymous: incident.anonymous ?? false,
      status: incident.status,
      root_cause: incident.rootCause,
      immediate_action: incident.immediateAction,
      risk_likelihood_before: incident.risk?.[0],
      risk_severity_before: incident.risk?.[1],
      risk_likelihood_after: incident.risk?.[2] || null,
      risk_severity_after: incident.risk?.[3] || null,
      investigation_started_at: investigated ? new Date(occurred.getTime() + 86_400_000).toISOString() : null,
      investigated_by: investigated ? master : null,
      closed_at: closed ? new Date(occurred.getTime() + 20 * 86_400_000).toISOString() : null,
      closed_by: closed ? master : null,
      created_at: new Date(occurred.getTime() + 3_600_000).toISOString(),
      updated_at: new Date(occurred.getTime() + (closed ? 20 : 1) * 86_400_000).toISOString(),
      created_by: reporter,
      updated_by: incident.anonymous ? null : investigated ? master : reporter,
    });
    for (const action of incident.actions ?? []) {
      const reported = new Date(occurred.getTime() + 2 * 86_400_000);
      const due = new Date(context.today.getTime() + action.dueInDays * 86_400_000);
      const done = action.status === 'completed' || action.status === 'verified';
      await insertRow(tx, 'corrective_actions', {
        id: uuidv7(),
        organization_id: context.organizationId,
        vessel_id: vesselId,
        action_number: next('CA', vesselId, reported.getUTCFullYear()),
        title: action.title,
        description: action.description,
        source: 'incident',
        incident_id: id,
        severity: incident.severity,
        assigned_to: users[action.assignee],
        reported_by: master,
        reported_date: isoDay(reported),
        due_date: isoDay(due),
        status: action.status,
        completed_date: done ? isoDay(new Date(due.getTime() - 3 * 86_400_000)) : null,
        completion_notes: done ? 'Done as described; evidence filed with the SMS records.' : null,
        verified_at: action.status === 'verified' ? due.toISOString() : null,
        verified_by: action.status === 'verified' ? master : null,
        verification_notes:
          action.status === 'verified' ? 'Checked on board at the next internal audit.' : null,
        created_at: reported.toISOString(),
        updated_at: reported.toISOString(),
        created_by: master,
        updated_by: master,
      });
    }
  }
  await raiseCountersToRows(tx, context.organizationId, incidentEntity);
  await raiseCountersToRows(tx, context.organizationId, correctiveActionEntity);
}
