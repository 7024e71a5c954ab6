// Demo inspections of both demo ships over the past year (issue 13): on each ship a port state control
// inspection with two deficiencies (one rectified through a corrective action), a flag state and a
// class inspection, an internal ISM inspection; on Baltic Pioneer a failed vetting inspection waiting
// for its re-inspection (the failed-inspection alert), and a vetting inspection scheduled ahead.
import { v7 as uuidv7 } from 'uuid';

import { correctiveActionEntity, formatEntityNumber, inspectionEntity } from '@mars/domain';

import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;

type DemoDeficiency = {
  code: string;
  description: string;
  actionCode: string;
  /** Days after the inspection. */
  dueAfter: number;
  status: 'open' | 'rectified' | 'closed';
  rectification?: string;
  action?: { title: string; assignee: string; status: 'open' | 'in_progress' | 'completed' | 'verified' };
};

type DemoInspection = {
  ship: 0 | 1;
  /** Negative: ahead. */
  daysAgo: number;
  type: 'psc' | 'flag_state' | 'class' | 'vetting' | 'internal';
  authority: string;
  port: string;
  inspector: string;
  status: 'scheduled' | 'in_progress' | 'completed' | 'failed';
  result: 'pass' | 'pass_with_deficiencies' | 'fail' | 'pending';
  remarks?: string;
  deficiencies?: DemoDeficiency[];
};

const DEMO_INSPECTIONS: DemoInspection[] = [
  {
    ship: 0,
    daysAgo: 210,
    type: 'psc',
    authority: 'Paris MoU - Netherlands (ILT)',
    port: 'Rotterdam',
    inspector: 'J. de Vries',
    status: 'completed',
    result: 'pass_with_deficiencies',
    remarks: 'Initial inspection, more detailed inspection of the fire safety systems. Not detained.',
    deficiencies: [
      {
        code: '07113',
        description: 'Fire door to the engine control room does not close by itself (door closer defective).',
        actionCode: '17',
        dueAfter: 0,
        status: 'closed',
        rectification: 'Door closer renewed and the door tested before departure; accepted by the PSCO.',
        action: {
          title: 'Add self-closing fire doors to the weekly fire safety round',
          assignee: 'officer@mars.demo',
          status: 'verified',
        },
      },
      {
        code: '10111',
        description: 'List of Lights volume A not corrected to the latest Notices to Mariners.',
        actionCode: '16',
        dueAfter: 14,
        status: 'closed',
        rectification: 'Corrections applied from the weekly NtM; chart corrections log updated.',
      },
    ],
  },
  {
    ship: 0,
    daysAgo: 150,
    type: 'flag_state',
    authority: 'Liberian International Ship & Corporate Registry',
    port: 'Singapore',
    inspector: 'Capt. R. Tan',
    status: 'completed',
    result: 'pass',
    remarks: 'Annual safety inspection; no deficiencies.',
  },
  {
    ship: 0,
    daysAgo: 75,
    type: 'class',
    authority: 'DNV',
    port: 'Hamburg',
    inspector: 'K. Schulz',
    status: 'completed',
    result: 'pass',
    remarks: 'Annual hull and machinery survey; class maintained without conditions.',
  },
  {
    ship: 0,
    daysAgo: 25,
    type: 'internal',
    authority: 'Company DPA / superintendent',
    port: 'Antwerp',
    inspector: 'M. Jansen (superintendent)',
    status: 'completed',
    result: 'pass_with_deficiencies',
    remarks: 'Internal ISM inspection on board.',
    deficiencies: [
      {
        code: '15150',
        description:
          'Familiarisation records of two newly joined ratings not signed by the head of department.',
        actionCode: '16',
        dueAfter: 30,
        status: 'open',
      },
    ],
  },
  {
    ship: 1,
    daysAgo: 260,
    type: 'psc',
    authority: 'Tokyo MoU - Australia (AMSA)',
    port: 'Port Hedland',
    inspector: 'S. Morgan',
    status: 'completed',
    result: 'pass_with_deficiencies',
    remarks: 'Initial inspection; two deficiencies, none detainable.',
    deficiencies: [
      {
        code: '11101',
        description:
          'Lifeboat No. 2 on-load release gear: maintenance record of the annual examination missing.',
        actionCode: '15',
        dueAfter: 20,
        status: 'closed',
        rectification: 'Annual thorough examination done by the maker in Singapore; certificate on board.',
        action: {
          title: 'Track the annual LSA examinations as planned jobs',
          assignee: 'engineer@mars.demo',
          status: 'completed',
        },
      },
      {
        code: '18312',
        description: 'Rest hour records of the cook not signed for the last month (MLC 2006).',
        actionCode: '10',
        dueAfter: 0,
        status: 'closed',
        rectification: 'Records signed on the day of the inspection.',
      },
    ],
  },
  {
    ship: 1,
    daysAgo: 180,
    type: 'flag_state',
    authority: 'Republic of the Marshall Islands Maritime Administrator',
    port: 'Houston',
    inspector: 'Capt. D. Reyes',
    status: 'completed',
    result: 'pass',
  },
  {
    ship: 1,
    daysAgo: 95,
    type: 'class',
    authority: 'Lloyd’s Register',
    port: 'Singapore',
    inspector: 'P. Lim',
    status: 'completed',
    result: 'pass',
    remarks: 'Annual survey.',
  },
  {
    ship: 1,
    daysAgo: 18,
    type: 'vetting',
    authority: 'RightShip',
    port: 'Newcastle (NSW)',
    inspector: 'A. Collins',
    status: 'failed',
    result: 'fail',
    remarks: 'Emergency generator failed to take the load on test; re-inspection required.',
    deficiencies: [
      {
        code: '04102',
        description: 'Emergency generator does not take the load within 45 seconds on the blackout test.',
        actionCode: '30',
        dueAfter: 28,
        status: 'open',
        action: {
          title: 'Overhaul the emergency generator governor and repeat the blackout test',
          assignee: 'engineer@mars.demo',
          status: 'in_progress',
        },
      },
    ],
  },
  {
    ship: 1,
    daysAgo: 4,
    type: 'internal',
    authority: 'Company DPA / superintendent',
    port: 'Newcastle (NSW)',
    inspector: 'M. Jansen (superintendent)',
    status: 'in_progress',
    result: 'pending',
  },
  {
    ship: 0,
    daysAgo: -21,
    type: 'vetting',
    authority: 'OCIMF SIRE 2.0',
    port: 'Rotterdam',
    inspector: 'To be nominated',
    status: 'scheduled',
    result: 'pending',
  },
];

function day(context: DemoContext, daysAgo: number): Date {
  const date = new Date(context.today.getTime() - daysAgo * 86_400_000);
  date.setUTCHours(10, 0, 0, 0);
  return date;
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

/** The last number the rows of the table already have for the vessel, prefix and year. */
async function lastNumber(
  tx: Queryable,
  table: string,
  column: string,
  vesselId: string,
  prefix: string,
  year: number,
) {
  const { rows } = await tx.query<{ last: number | null }>(
    `SELECT max(split_part(${column}, '-', 3)::int) AS last FROM ${table}
     WHERE vessel_id = $1 AND ${column} LIKE $2`,
    [vesselId, `${prefix}-${year}-%`],
  );
  return Number(rows[0]?.last ?? 0);
}

export async function seedSafetyInspections(tx: Queryable, context: DemoContext): Promise<void> {
  const users = context.userIdsByEmail;
  const master = users['master@mars.demo'];
  const sequences = new Map<string, number>();
  const next = async (table: string, column: string, prefix: string, vesselId: string, year: number) => {
    const key = `${prefix}:${vesselId}:${year}`;
    const value = (sequences.get(key) ?? (await lastNumber(tx, table, column, vesselId, prefix, year))) + 1;
    sequences.set(key, value);
    return formatEntityNumber(prefix, year, value);
  };
  const ordered = [...DEMO_INSPECTIONS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const inspection of ordered) {
    const vesselId = context.vesselIds[inspection.ship]!;
    const held = day(context, inspection.daysAgo);
    const finished = inspection.status === 'completed' || inspection.status === 'failed';
    const id = uuidv7();
    const created = new Date(Math.min(held.getTime(), context.today.getTime()) - 30 * 86_400_000);
    await insertRow(tx, 'inspections', {
      id,
      organization_id: context.organizationId,
      vessel_id: vesselId,
      inspection_number: await next(
        'inspections',
        'inspection_number',
        'INS',
        vesselId,
        held.getUTCFullYear(),
      ),
      inspection_type: inspection.type,
      authority: inspection.authority,
      port: inspection.port,
      inspector: inspection.inspector,
      inspection_date: isoDay(held),
      result: inspection.result,
      status: inspection.status,
      remarks: inspection.remarks,
      completed_at: finished ? new Date(held.getTime() + 6 * 3_600_000).toISOString() : null,
      completed_by: finished ? master : null,
      deficiency_count: inspection.deficiencies?.length ?? 0,
      created_at: created.toISOString(),
      updated_at: (finished ? held : created).toISOString(),
      created_by: master,
      updated_by: master,
    });
    for (const deficiency of inspection.deficiencies ?? []) {
      const due = new Date(held.getTime() + deficiency.dueAfter * 86_400_000);
      const done = deficiency.status !== 'open';
      const deficiencyId = uuidv7();
      await insertRow(tx, 'inspection_deficiencies', {
        id: deficiencyId,
        organization_id: context.organizationId,
        vessel_id: vesselId,
        inspection_id: id,
        code: deficiency.code,
        description: deficiency.description,
        action_code: deficiency.actionCode,
        due_date: isoDay(due),
        status: deficiency.status,
        rectified_date: done ? isoDay(due) : null,
        rectification: done ? deficiency.rectification : null,
        created_at: held.toISOString(),
        updated_at: (done ? due : held).toISOString(),
        created_by: master,
        updated_by: master,
      });
      const action = deficiency.action;
      if (!action) continue;
      const reported = new Date(held.getTime() + 86_400_000);
      const actionDue = new Date(due.getTime() + 14 * 86_400_000);
      const completed = action.status === 'completed' || action.status === 'verified';
      await insertRow(tx, 'corrective_actions', {
        id: uuidv7(),
        organization_id: context.organizationId,
        vessel_id: vesselId,
        action_number: await next(
          'corrective_actions',
          'action_number',
          'CA',
          vesselId,
          reported.getUTCFullYear(),
        ),
        title: action.title,
        description: `${deficiency.code}: ${deficiency.description}`,
        source: 'deficiency',
        deficiency_id: deficiencyId,
        severity: deficiency.actionCode === '30' ? 'critical' : 'serious',
        assigned_to: users[action.assignee],
        reported_by: master,
        reported_date: isoDay(reported),
        due_date: isoDay(actionDue),
        status: action.status,
        completed_date: completed ? isoDay(due) : null,
        completion_notes: completed ? 'Done as described; evidence filed with the SMS records.' : null,
        verified_at: action.status === 'verified' ? actionDue.toISOString() : null,
        verified_by: action.status === 'verified' ? master : null,
        verification_notes: action.status === 'verified' ? 'Checked at the next internal inspection.' : null,
        created_at: reported.toISOString(),
        updated_at: reported.toISOString(),
        created_by: master,
        updated_by: master,
      });
    }
  }
  await raiseCountersToRows(tx, context.organizationId, inspectionEntity);
  await raiseCountersToRows(tx, context.organizationId, correctiveActionEntity);
}
