// What the safety module adds to the workflow step of drills (crud/entity-hooks.ts). Completing a
// drill: its next due date by the kind's rule where none is set (rules/drills.ts nextDrillDue); then
// each participant's training record (the course of the drill kind, DRILL-<KIND>, taken or created
// among the organization's training courses) and a draft deck-log line (crud/draft-log-line.ts), both
// written through crud's createRow, so their references, numbers and audit are those of any other write.
import type { EntityDefinition } from '@mars/domain';
import { nextDrillDue, trainingEntity, trainingRecordEntity } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { seniorByRank, writeDraftLogLine } from '../../crud/draft-log-line';
import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import { listRows } from '../../crud/entity.repository';
import { createRow, parseListQuery } from '../../crud/entity.service';
import type { Scope } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { participantsOf } from './drill-participants.service';

/** The English names of the drill kinds in the records a drill writes (the ship's working language). */
const KIND_NAMES: Readonly<Record<string, string>> = {
  fire: 'Fire drill',
  abandon_ship: 'Abandon ship drill',
  man_overboard: 'Man overboard drill',
  enclosed_space: 'Enclosed space entry and rescue drill',
  rescue_boat: 'Rescue boat drill',
  emergency_steering: 'Emergency steering drill',
  oil_spill: 'Oil spill (SOPEP) drill',
  security: 'Security (ISPS) drill',
  medical: 'Medical emergency drill',
  collision: 'Collision and flooding drill',
  other: 'Drill',
};

export function drillCourseCode(kind: string): string {
  return `DRILL-${kind.toUpperCase().replace(/_/g, '-')}`;
}

async function firstRow(
  tx: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  query: Record<string, string>,
  now: Date,
) {
  const parsed = parseListQuery(entity, { ...query, limit: '1' }, now.toISOString().slice(0, 10));
  const { rows } = await listRows(tx, scope, entity, parsed);
  return rows[0];
}

/** The organization's training course for the drill kind, created the first time it is needed. */
async function drillCourseId(tx: Queryable, scope: Scope, kind: string, now: Date): Promise<string> {
  const code = drillCourseCode(kind);
  const existing = await firstRow(tx, scope, trainingEntity, { course_code: code }, now);
  if (existing) return String(existing.id);
  const row = await createRow(tx, scope, trainingEntity, {
    id: uuidv7(),
    values: {
      course_code: code,
      title: KIND_NAMES[kind] ?? 'Drill',
      category: 'safety',
      required: ['fire', 'abandon_ship'].includes(kind),
      description: 'On-board drill; a record is written for each participant when a drill is completed.',
    },
    now,
  });
  return String(row.id);
}

function summary(drill: Row, count: number): string {
  const parts = [
    `${KIND_NAMES[String(drill.drill_type)] ?? 'Drill'} held on ${String(drill.held_date)}`,
    drill.duration_minutes ? `${String(drill.duration_minutes)} min` : undefined,
    drill.location ? `at ${String(drill.location)}` : undefined,
    `conducted by ${String(drill.conductor)}`,
    `${count} participant${count === 1 ? '' : 's'}`,
    drill.performance ? `performance ${String(drill.performance).replace(/_/g, ' ')}` : undefined,
  ];
  return parts.filter(Boolean).join(', ') + '.';
}

async function recordCompletion(tx: Queryable, scope: Scope, drill: Row, now: Date): Promise<void> {
  const id = String(drill.id);
  const participants = (await participantsOf(tx, scope, [id])).get(id) ?? [];
  const heldOn = String(drill.held_date);
  const text = summary(drill, participants.length);
  if (participants.length > 0) {
    const trainingId = await drillCourseId(tx, scope, String(drill.drill_type), now);
    for (const participant of participants) {
      await createRow(tx, scope, trainingRecordEntity, {
        id: uuidv7(),
        values: {
          vessel_id: drill.vessel_id,
          crew_member_id: participant.crew_member_id,
          training_id: trainingId,
          completion_date: heldOn,
          instructor: drill.conductor,
          remarks: text,
        },
        now,
      });
    }
  }
  // The deck-log line, a draft for the officer of the watch to submit: kept by the senior participant.
  const senior = seniorByRank(participants);
  if (!senior) return;
  const today = now.toISOString().slice(0, 10);
  await writeDraftLogLine(
    tx,
    scope,
    {
      vesselId: String(drill.vessel_id),
      logbookType: 'deck',
      entryType: 'drill',
      entryAt: heldOn === today ? now.toISOString() : `${heldOn}T12:00:00.000Z`,
      title: KIND_NAMES[String(drill.drill_type)] ?? 'Drill',
      description: [
        text,
        drill.debrief ? String(drill.debrief) : undefined,
        `Participants: ${participants.map((p) => `${p.last_name}, ${p.first_name}`).join('; ')}.`,
      ]
        .filter(Boolean)
        .join('\n'),
      watchKeeperId: senior.crew_member_id,
    },
    now,
  );
}

export const drillHooks: EntityWriteHooks = {
  async beforeStep(_tx, _scope, step) {
    if (step.action !== 'complete') return;
    const heldOn = step.values.held_date;
    if (!step.existing.next_due_date && typeof heldOn === 'string') {
      step.values.next_due_date = nextDrillDue(String(step.existing.drill_type), heldOn);
    }
  },
  async afterStep(tx, scope, step) {
    if (step.action !== 'complete') return;
    await recordCompletion(tx, scope as Scope, step.row, step.now);
  },
};
