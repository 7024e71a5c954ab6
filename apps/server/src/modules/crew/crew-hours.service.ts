// Hours of work and rest per seafarer: who may read and write them, the month with its violations
// (judged with the 6 days before, so a 7-day window crossing the month start counts), saving a day,
// and the seafarer's signature of a month's record (MLC 2006 A2.3 para 12: the record is endorsed by
// the seafarer): only the seafarer signs their own, a month that has begun and has recorded days, once;
// a signed month's days are no longer changed. Months awaiting it are the seafarer's tasks
// (crud/work-items.ts restHourSignatureItems).
import type { DaySummary, HoursSignature, HoursViolation } from '@mars/domain';
import {
  datesOfMonth,
  isAdminRole,
  isIsoDate,
  isIsoMonth,
  isUuid,
  isValidSlots,
  shiftDate,
  summarizeDays,
} from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { writeAudit } from '../../crud/audit';
import type { Scope } from '../../crud/scope';
import type { Db, Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';
import type { SeafarerRow, WorkRestDayRow } from './crew-hours.repository';
import {
  findDayForUpdate,
  findSeafarer,
  findSignature,
  insertDay,
  insertSignature,
  listDays,
  listSeafarers,
  updateDay,
} from './crew-hours.repository';

const RECORDING_ROLES = new Set(['master', 'officer', 'engineer']);

export type HoursDay = DaySummary & { remarks: string | null; version: number | null };
export type HoursMonth = {
  crewMember: SeafarerRow;
  month: string;
  days: HoursDay[];
  /** The 6 days before the month, which the 7-day windows of its first days reach into. */
  previousDays: { date: string; slots: string }[];
  violations: HoursViolation[];
  signature: HoursSignature | null;
};

/** Crew record only their own hours; officers, engineers, the master and admins anyone's in scope. */
function mayRecordFor(scope: Scope, seafarer: SeafarerRow): boolean {
  if (isAdminRole(scope.role) || RECORDING_ROLES.has(scope.role)) return true;
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
  if (!mayRecordFor(scope, seafarer)) throw errors.forbidden();
  return seafarer;
}

export function seafarersForHours(db: Queryable, scope: Scope, vesselId: string | undefined) {
  if (vesselId !== undefined && !isUuid(vesselId))
    throw errors.validation({ vessel_id: ['validation:invalid'] });
  const ownOnly = !isAdminRole(scope.role) && !RECORDING_ROLES.has(scope.role);
  return listSeafarers(db, scope, { vesselId, ownOnly });
}

export async function hoursOfMonth(
  db: Queryable,
  scope: Scope,
  input: { crewMemberId: string; month: string },
): Promise<HoursMonth> {
  assertMonth(input.month);
  const crewMember = await seafarerForHours(db, scope, input.crewMemberId);
  const dates = datesOfMonth(input.month);
  const rows = await listDays(db, scope, {
    crewMemberId: crewMember.id,
    from: shiftDate(dates[0]!, -6),
    to: dates[dates.length - 1]!,
  });
  const byDate = new Map<string, WorkRestDayRow>(rows.map((row) => [row.work_date, row]));
  const summaries = summarizeDays(
    rows.map((row) => ({ date: row.work_date, slots: row.slots })),
    dates,
  );
  const days = summaries.map((summary) => ({
    ...summary,
    remarks: byDate.get(summary.date)?.remarks ?? null,
    version: byDate.get(summary.date)?.version ?? null,
  }));
  const previousDays = rows
    .filter((row) => row.work_date < dates[0]!)
    .map((row) => ({ date: row.work_date, slots: row.slots }));
  const signed = await findSignature(db, scope, { crewMemberId: crewMember.id, month: input.month });
  return {
    crewMember,
    month: input.month,
    days,
    previousDays,
    violations: days.flatMap((day) => day.violations),
    signature: signed
      ? {
          signedAt: new Date(signed.signed_at).toISOString(),
          signedBy: signed.signed_by,
          signedByName: signed.signed_by_name,
        }
      : null,
  };
}

/**
 * The seafarer signs their month's record: only their own (403 otherwise), of a month that has begun
 * and has recorded days, and once ('validation:restHoursSigned' on the month after that).
 */
export async function signMonth(
  db: Db,
  scope: Scope,
  input: { crewMemberId: string; month: string; now: Date },
): Promise<HoursMonth> {
  assertMonth(input.month);
  return db.transaction(async (tx) => {
    const seafarer = await seafarerForHours(tx, scope, input.crewMemberId);
    if (seafarer.user_id === null || seafarer.user_id !== scope.userId) throw errors.forbidden();
    if (input.month > input.now.toISOString().slice(0, 7))
      throw errors.validation({ month: ['validation:restHoursMonthNotBegun'] });
    const dates = datesOfMonth(input.month);
    const recorded = await listDays(tx, scope, {
      crewMemberId: seafarer.id,
      from: dates[0]!,
      to: dates[dates.length - 1]!,
    });
    if (recorded.length === 0) throw errors.validation({ month: ['validation:restHoursNothingToSign'] });
    const id = uuidv7();
    const signed = await insertSignature(tx, scope, {
      id,
      vesselId: seafarer.vessel_id,
      crewMemberId: seafarer.id,
      month: input.month,
      now: input.now,
    });
    if (!signed) throw errors.validation({ month: ['validation:restHoursSigned'] });
    await writeAudit(tx, scope, {
      entity: 'restHourSignature',
      entityId: id,
      action: 'create',
      changedFields: { crew_member_id: seafarer.id, month: input.month, days: recorded.length },
      at: input.now,
    });
    return hoursOfMonth(tx, scope, { crewMemberId: seafarer.id, month: input.month });
  });
}

export type SaveDayInput = {
  crewMemberId: string;
  date: string;
  body: { slots?: unknown; remarks?: unknown; version?: unknown };
  now: Date;
};

export async function saveDay(db: Db, scope: Scope, input: SaveDayInput): Promise<WorkRestDayRow> {
  const problems: Record<string, string[]> = {};
  if (!isIsoDate(input.date)) problems.date = ['validation:dateFormat'];
  if (!isValidSlots(input.body.slots)) problems.slots = ['validation:invalid'];
  const remarks = input.body.remarks;
  if (remarks !== undefined && remarks !== null && (typeof remarks !== 'string' || remarks.length > 1000))
    problems.remarks = ['validation:tooLong'];
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
  const slots = input.body.slots as string;
  const remarkText = typeof remarks === 'string' && remarks.trim() ? remarks.trim() : null;
  const version = typeof input.body.version === 'number' ? input.body.version : undefined;

  return db.transaction(async (tx) => {
    const seafarer = await seafarerForHours(tx, scope, input.crewMemberId);
    // A signed month's record stays as signed.
    if (await findSignature(tx, scope, { crewMemberId: seafarer.id, month: input.date.slice(0, 7) }))
      throw errors.validation({ date: ['validation:restHoursSigned'] });
    const existing = await findDayForUpdate(tx, scope, { crewMemberId: seafarer.id, date: input.date });
    if (!existing) {
      const row = await insertDay(tx, scope, {
        id: uuidv7(),
        vesselId: seafarer.vessel_id,
        crewMemberId: seafarer.id,
        date: input.date,
        slots,
        remarks: remarkText,
        now: input.now,
      });
      await writeAudit(tx, scope, {
        entity: 'workRestDay',
        entityId: row.id,
        action: 'create',
        changedFields: { crew_member_id: seafarer.id, work_date: input.date, slots, remarks: remarkText },
        at: input.now,
      });
      return row;
    }
    if (version === undefined || version !== existing.version) throw errors.conflict(existing);
    const row = await updateDay(tx, scope, {
      id: existing.id,
      version,
      slots,
      remarks: remarkText,
      now: input.now,
    });
    if (!row) throw errors.conflict(existing);
    await writeAudit(tx, scope, {
      entity: 'workRestDay',
      entityId: row.id,
      action: 'update',
      changedFields: {
        slots: { before: existing.slots, after: slots },
        remarks: { before: existing.remarks, after: remarkText },
      },
      at: input.now,
    });
    return row;
  });
}
