// The watch schedule: active periods of one vessel and watch type whose dates meet must not overlap on
// the clock (spec section 5), and the standard patterns (4-on-8-off, 6-on-6-off) are laid out at once.
import type { WatchPatternName, WatchType } from '@mars/domain';
import { mayWriteLogbook, overlappingWatchPeriods, watchPattern, watchPeriodEntity } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { changedFields, writeAudit } from '../../crud/audit';
import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import { beforeEveryWrite } from '../../crud/entity-hooks';
import { accessibleVessel, insertRow } from '../../crud/entity.repository';
import { referenceIsValid, UNKNOWN_REFERENCE } from '../../crud/references';
import type { Scope } from '../../crud/scope';
import type { Db, Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';
import { logbookErrors } from './logbook.errors';

type WatchConflict = { id: string; name: string; start_time: string; end_time: string };
type PlannedPeriod = {
  id?: string;
  vessel_id: string;
  watch_type: string;
  start_time: string;
  end_time: string;
  effective_from: string;
  effective_to?: string | null;
};

/**
 * Active periods of the vessel and type whose dates meet the planned ones and whose clock times overlap
 * one of them. Locks the vessel row first, so two writers of one vessel's schedule take turns.
 */
export async function conflictingWatchPeriods(
  tx: Queryable,
  scope: Scope,
  planned: readonly PlannedPeriod[],
): Promise<WatchConflict[]> {
  const first = planned[0];
  if (!first) return [];
  await tx.query(`SELECT id FROM vessels WHERE id = $1 AND organization_id = $2 FOR UPDATE`, [
    first.vessel_id,
    scope.organizationId,
  ]);
  const from = planned.reduce(
    (min, period) => (period.effective_from < min ? period.effective_from : min),
    first.effective_from,
  );
  const to = planned.some((period) => !period.effective_to)
    ? null
    : planned.reduce(
        (max, period) => (period.effective_to! > max ? period.effective_to! : max),
        first.effective_to!,
      );
  const { rows } = await tx.query<WatchConflict & { effective_from: string; effective_to: string | null }>(
    `SELECT id, name, start_time, end_time, effective_from, effective_to FROM logbook_watch_periods
     WHERE organization_id = $1 AND vessel_id = $2 AND watch_type = $3 AND is_active AND deleted_at IS NULL
       AND NOT (id = ANY($4::uuid[]))
       AND (effective_to IS NULL OR effective_to >= $5) AND ($6::date IS NULL OR effective_from <= $6::date)
     ORDER BY start_time`,
    [
      scope.organizationId,
      first.vessel_id,
      first.watch_type,
      planned.map((period) => period.id).filter((id): id is string => id !== undefined),
      from,
      to,
    ],
  );
  const conflicts: WatchConflict[] = [];
  for (const existing of rows) {
    const clash = planned.some((period) => {
      const datesMeet =
        (existing.effective_to === null || existing.effective_to >= period.effective_from) &&
        (!period.effective_to || existing.effective_from <= period.effective_to);
      return (
        datesMeet &&
        overlappingWatchPeriods([
          { start: period.start_time, end: period.end_time },
          { start: existing.start_time, end: existing.end_time },
        ]).length > 0
      );
    });
    if (clash)
      conflicts.push({
        id: existing.id,
        name: existing.name,
        start_time: existing.start_time,
        end_time: existing.end_time,
      });
  }
  return conflicts;
}

async function refuseOverlap(tx: Queryable, scope: Scope, row: Row): Promise<void> {
  if (row.is_active === false) return;
  const conflicts = await conflictingWatchPeriods(tx, scope, [row as unknown as PlannedPeriod]);
  if (conflicts.length > 0) throw logbookErrors.watchOverlap(conflicts);
}

export const watchPeriodHooks: EntityWriteHooks = beforeEveryWrite((tx, scope, write) =>
  refuseOverlap(tx, scope, { ...write.existing, ...write.values, id: write.id }),
);

export type ApplyPatternInput = {
  vessel_id: string;
  watch_type: WatchType;
  pattern: WatchPatternName;
  effective_from: string;
  officer_ids: string[];
};

const TEAMS: Record<WatchPatternName, number> = { '4-on-8-off': 3, '6-on-6-off': 2 };

/** Lays out a standard pattern from a date: one period per watch, team n's watches kept by officer n. */
export async function applyWatchPattern(
  db: Db,
  scope: Scope,
  input: ApplyPatternInput & { now: Date },
): Promise<Row[]> {
  if (!mayWriteLogbook(scope.role)) throw errors.forbidden();
  if (input.officer_ids.length !== TEAMS[input.pattern]) {
    throw errors.validation({ officer_ids: ['validation:invalid'] });
  }
  return db.transaction(async (tx) => {
    if (!(await accessibleVessel(tx, scope, input.vessel_id))) throw errors.notFound();
    for (const officerId of input.officer_ids) {
      if (!(await referenceIsValid(tx, scope, 'crewMember', officerId, input.vessel_id))) {
        throw errors.validation({ officer_ids: [UNKNOWN_REFERENCE] });
      }
    }
    const planned = watchPattern(input.pattern).map((watch) => ({
      id: uuidv7(),
      values: {
        vessel_id: input.vessel_id,
        name: `${watch.start}-${watch.end}`,
        watch_type: input.watch_type,
        start_time: watch.start,
        end_time: watch.end,
        officer_id: input.officer_ids[watch.team - 1]!,
        effective_from: input.effective_from,
        effective_to: null,
        is_active: true,
        remarks: input.pattern,
      },
    }));
    const conflicts = await conflictingWatchPeriods(
      tx,
      scope,
      planned.map((period) => period.values),
    );
    if (conflicts.length > 0) throw logbookErrors.watchOverlap(conflicts);
    const rows: Row[] = [];
    for (const period of planned) {
      rows.push(await insertRow(tx, scope, watchPeriodEntity, { ...period, now: input.now }));
      await writeAudit(tx, scope, {
        entity: watchPeriodEntity.name,
        entityId: period.id,
        action: 'create',
        changedFields: { ...changedFields(undefined, period.values), step: 'apply_pattern' },
        at: input.now,
      });
    }
    return rows;
  });
}
