// Hours of work and rest per seafarer: who may read them, the month with its violations (judged with
// the 6 days before, so a 7-day window crossing the month start counts; domain hoursMonthAnswer, which
// the device answers with too), saving a day, and the seafarer's signature of a month's record (MLC
// 2006 A2.3 para 12: the record is endorsed by the seafarer). Days and signatures are entities
// (workRestDay, restHourSignature): they are written through crud's write path, whose declared checks
// (work-rest-day.entity.ts) the offline database runs too: only the seafarer signs their own, a month
// that has begun and has recorded days, once; a signed month's days are no longer changed. Months
// awaiting a signature are the seafarer's tasks (crud/work-items.ts restHourSignatureItems).
import type { HoursMonth } from '@mars/domain';
import {
  HOURS_RECORDING_ROLES,
  hoursMonthAnswer,
  hoursMonthSpan,
  isIsoDate,
  isIsoMonth,
  isUuid,
  restHourSignatureEntity,
  restHourSignatureId,
  workRestDayEntity,
  workRestDayId,
} from '@mars/domain';

import { upsertEntity } from '../../crud/entity.service';
import type { Scope } from '../../crud/scope';
import type { Db, Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';
import type { SeafarerRow, WorkRestDayRow } from './crew-hours.repository';
import { findDay, findSeafarer, findSignature, listDays, listSeafarers } from './crew-hours.repository';

export type { HoursMonth };

/** Crew read only their own hours; officers, engineers, the master and admins anyone's in scope. */
function mayReadFor(scope: Scope, seafarer: SeafarerRow): boolean {
  if (HOURS_RECORDING_ROLES.includes(scope.role)) return true;
  return seafarer.user_id !== null && seafarer.user_id === scope.userId;
}

/** A month of the API's years (1900 to 2100): a month of the year 9999 would never end its days. */
export function assertMonth(month: string): void {
  if (!isIsoMonth(month)) throw errors.validation({ month: ['validation:invalid'] });
}

/** The seafarer, if in scope (404 otherwise) and if the user may see their hours (403 otherwise). */
export async function seafarerForHours(db: Queryable, scope: Scope, id: string): Promise<SeafarerRow> {
  const seafarer = isUuid(id) ? await findSeafarer(db, scope, id) : undefined;
  if (!seafarer) throw errors.notFound();
  if (!mayReadFor(scope, seafarer)) throw errors.forbidden();
  return seafarer;
}

export function seafarersForHours(db: Queryable, scope: Scope, vesselId: string | undefined) {
  if (vesselId !== undefined && !isUuid(vesselId))
    throw errors.validation({ vessel_id: ['validation:invalid'] });
  const ownOnly = !HOURS_RECORDING_ROLES.includes(scope.role);
  return listSeafarers(db, scope, { vesselId, ownOnly });
}

export async function hoursOfMonth(
  db: Queryable,
  scope: Scope,
  input: { crewMemberId: string; month: string },
): Promise<HoursMonth> {
  assertMonth(input.month);
  const crewMember = await seafarerForHours(db, scope, input.crewMemberId);
  const days = await listDays(db, scope, { crewMemberId: crewMember.id, ...hoursMonthSpan(input.month) });
  const signature = await findSignature(db, scope, { crewMemberId: crewMember.id, month: input.month });
  return hoursMonthAnswer({ crewMember, month: input.month, days, signature });
}

/**
 * The seafarer signs their month's record: only their own (403 otherwise), of a month that has begun
 * and has recorded days, and once ('validation:restHoursSigned' on the month after that); the
 * signature's declared check decides (restHourSignatureWriteCheck), as it does for a signature made
 * offline.
 */
export async function signMonth(
  db: Db,
  scope: Scope,
  input: { crewMemberId: string; month: string; now: Date },
): Promise<HoursMonth> {
  assertMonth(input.month);
  const seafarer = await seafarerForHours(db, scope, input.crewMemberId);
  // A second signature would be the first one repeated (answered as stored): say it is signed.
  if (await findSignature(db, scope, { crewMemberId: seafarer.id, month: input.month }))
    throw errors.validation({ month: ['validation:restHoursSigned'] });
  await upsertEntity(db, scope, restHourSignatureEntity, {
    id: restHourSignatureId(seafarer.id, input.month),
    body: { vessel_id: seafarer.vessel_id, crew_member_id: seafarer.id, month: input.month },
    now: input.now,
  });
  return hoursOfMonth(db, scope, { crewMemberId: seafarer.id, month: input.month });
}

export type SaveDayInput = {
  crewMemberId: string;
  date: string;
  body: { slots?: unknown; remarks?: unknown; version?: unknown };
  now: Date;
};

/**
 * Saves a seafarer's day through crud's write path (the day's declared check: the writer may record
 * the seafarer's hours, the month is not signed); a new day takes the id every device would give it.
 */
export async function saveDay(db: Db, scope: Scope, input: SaveDayInput): Promise<WorkRestDayRow> {
  if (!isIsoDate(input.date)) throw errors.validation({ date: ['validation:dateFormat'] });
  const seafarer = await seafarerForHours(db, scope, input.crewMemberId);
  const existing = await findDay(db, scope, { crewMemberId: seafarer.id, date: input.date });
  const remarks = input.body.remarks;
  const { row } = await upsertEntity(db, scope, workRestDayEntity, {
    id: existing?.id ?? workRestDayId(seafarer.id, input.date),
    body: {
      vessel_id: seafarer.vessel_id,
      crew_member_id: seafarer.id,
      work_date: input.date,
      slots: input.body.slots,
      remarks: typeof remarks === 'string' && remarks.trim() === '' ? null : (remarks ?? null),
      ...(input.body.version === undefined ? {} : { version: input.body.version }),
    },
    now: input.now,
  });
  return {
    id: String(row.id),
    crew_member_id: String(row.crew_member_id),
    work_date: String(row.work_date),
    slots: String(row.slots),
    remarks: (row.remarks as string | null) ?? null,
    version: Number(row.version),
  };
}
