// The record of hours of work and rest (MLC 2006 Regulation 2.3, Standard A2.3 para 12) as entities,
// so that it is kept on the ship's devices and recorded at sea like any other record: a seafarer's
// day (48 half-hour slots, work-rest-day.ts) and the seafarer's signature of a month's record.
// Their rules are declared here once and run by both write paths (the server's and the offline
// database's, `checkWrite`): crew record only their own hours, a signed month's days stay as signed,
// a day is recorded once per seafarer. Crew read only their own record (`ownRowsFor`), as the screen
// has always shown them; the Master, officers, engineers and admins read and record everyone's.
// The month as the screen shows it (days with totals and violations, the signature) is
// `hoursMonthAnswer`, for the server's GET /crew/hours and the device alike.
import type { HoursMonth, Seafarer } from '../../api/crew';
import { ADMIN_ROLES, ROLES } from '../../auth/roles';
import type { Role } from '../../auth/roles';
import { derivedId } from '../../rules/derived-id';
import { isIsoDate, isIsoMonth } from '../../rules/input-bounds';
import type { WriteCheck, WriteContext } from '../define-entity';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { datesOfMonth, isValidSlots, shiftDate, summarizeDays } from './work-rest-day';

/** Who records anyone's hours on their vessels; crew record only their own. */
export const HOURS_RECORDING_ROLES: readonly Role[] = [...ADMIN_ROLES, 'master', 'officer', 'engineer'];
/** Who reads only their own record of hours. */
const OWN_HOURS_ROLES = ROLES.filter((role) => !HOURS_RECORDING_ROLES.includes(role));

const refused = (errors: Record<string, string[]>): WriteCheck => ({ errors, derived: {} });
const accepted: WriteCheck = { errors: {}, derived: {} };

/** The id of a seafarer's day: the same on every device and the server, so two devices recording the same day offline write one row. */
export function workRestDayId(crewMemberId: string, date: string): string {
  return derivedId('work-rest-day', crewMemberId.toLowerCase(), date);
}

/** The id of a seafarer's signature of a month. */
export function restHourSignatureId(crewMemberId: string, month: string): string {
  return derivedId('rest-hour-signature', crewMemberId.toLowerCase(), month);
}

/** The seafarer a row is about, if the writer may record their hours; a refusal otherwise. */
async function seafarerFor(
  row: Readonly<Record<string, unknown>>,
  context: WriteContext,
): Promise<Record<string, unknown> | WriteCheck> {
  const seafarer = await context.find('crewMember', String(row.crew_member_id ?? ''));
  if (!seafarer) return refused({ crew_member_id: ['validation:unknownReference'] });
  if (seafarer.vessel_id !== row.vessel_id)
    return refused({ crew_member_id: ['validation:unknownReference'] });
  const own = seafarer.user_id !== null && seafarer.user_id === context.userId;
  if (!own && !HOURS_RECORDING_ROLES.includes(context.role)) return { ...accepted, forbidden: true };
  return seafarer;
}

const isRefusal = (value: Record<string, unknown> | WriteCheck): value is WriteCheck => 'errors' in value;

/** A day's write: the writer may record the seafarer's hours, the month is not signed, the day is the seafarer's only one. */
export async function workRestDayWriteCheck(
  row: Readonly<Record<string, unknown>>,
  context: WriteContext,
): Promise<WriteCheck> {
  const seafarer = await seafarerFor(row, context);
  if (isRefusal(seafarer)) return seafarer;
  const date = String(row.work_date ?? '');
  const existing = context.existing;
  if (existing && (existing.crew_member_id !== row.crew_member_id || existing.work_date !== date))
    return refused({ work_date: ['validation:invalid'] });
  const signed = await context.rows('restHourSignature', {
    equals: { crew_member_id: String(row.crew_member_id), month: date.slice(0, 7) },
  });
  if (signed.length > 0) return refused({ work_date: ['validation:restHoursSigned'] });
  if (!existing) {
    const recorded = await context.rows('workRestDay', {
      equals: { crew_member_id: String(row.crew_member_id), work_date: date },
    });
    if (recorded.some((day) => day.id !== row.id)) return refused({ work_date: ['validation:alreadyTaken'] });
  }
  return accepted;
}

/**
 * The seafarer signs their month's record: only their own, of a month that has begun and has days
 * recorded, once. The signature says who signed and when (derived: the writer and the writer's clock).
 */
export async function restHourSignatureWriteCheck(
  row: Readonly<Record<string, unknown>>,
  context: WriteContext,
): Promise<WriteCheck> {
  const seafarer = await seafarerFor(row, context);
  if (isRefusal(seafarer)) return seafarer;
  if (seafarer.user_id !== context.userId) return { ...accepted, forbidden: true };
  const month = String(row.month ?? '');
  if (context.existing) return refused({ month: ['validation:restHoursSigned'] });
  if (month > context.today.slice(0, 7)) return refused({ month: ['validation:restHoursMonthNotBegun'] });
  const dates = datesOfMonth(month);
  const recorded = await context.rows('workRestDay', {
    equals: { crew_member_id: String(row.crew_member_id) },
    between: { field: 'work_date', from: dates[0]!, to: dates[dates.length - 1]! },
  });
  if (recorded.length === 0) return refused({ month: ['validation:restHoursNothingToSign'] });
  const signed = await context.rows('restHourSignature', {
    equals: { crew_member_id: String(row.crew_member_id), month },
  });
  if (signed.some((signature) => signature.id !== row.id))
    return refused({ month: ['validation:restHoursSigned'] });
  return { errors: {}, derived: { signed_at: context.now, signed_by: context.userId } };
}

const OWN_HOURS = {
  roles: OWN_HOURS_ROLES,
  field: 'crew_member_id',
  entity: 'crewMember',
  userField: 'user_id',
};

export const workRestDayEntity = defineEntity({
  name: 'workRestDay',
  module: 'crew',
  resource: 'work-rest-days',
  table: 'work_rest_days',
  scope: 'vessel',
  // Spec section 3's table of the offline database.
  localTable: 'workingHours',
  fields: {
    crew_member_id: { kind: 'reference', references: 'crewMember', required: true, filter: true },
    work_date: { kind: 'date', required: true, filter: true, sort: true },
    /** 48 half-hour slots of the UTC day, '1' work and '0' rest. */
    slots: { kind: 'text', required: true, maxLength: 48 },
    remarks: { kind: 'longText', maxLength: 1000 },
  },
  titleField: 'work_date',
  defaultSort: '-work_date',
  list: { columns: ['work_date', 'crew_member_id', 'slots', 'remarks'] },
  form: { sections: [['crew_member_id', 'work_date'], ['slots'], ['remarks']] },
  refine: (row) => {
    const problems: Record<string, string[]> = {};
    if (row.slots !== undefined && !isValidSlots(row.slots)) problems.slots = ['validation:invalid'];
    if (typeof row.work_date === 'string' && !isIsoDate(row.work_date))
      problems.work_date = ['validation:dateFormat'];
    return problems;
  },
  checkWrite: workRestDayWriteCheck,
  ownRowsFor: OWN_HOURS,
  writeRoles: ROLES,
  // A day is corrected, never taken out of the record: a day not recorded counts as rest.
  deleteRoles: [],
});

export const restHourSignatureEntity = defineEntity({
  name: 'restHourSignature',
  module: 'crew',
  resource: 'rest-hour-signatures',
  table: 'rest_hour_signatures',
  scope: 'vessel',
  fields: {
    crew_member_id: { kind: 'reference', references: 'crewMember', required: true, filter: true },
    /** 'YYYY-MM'. */
    month: { kind: 'text', required: true, maxLength: 7, filter: true, sort: true },
    signed_at: { kind: 'dateTime' },
    signed_by: { kind: 'reference', references: 'user' },
  },
  titleField: 'month',
  defaultSort: '-month',
  list: { columns: ['month', 'crew_member_id', 'signed_at', 'signed_by'] },
  form: { sections: [['crew_member_id', 'month']] },
  serverFields: ['signed_at', 'signed_by'],
  refine: (row): Record<string, string[]> =>
    typeof row.month === 'string' && !isIsoMonth(row.month) ? { month: ['validation:invalid'] } : {},
  checkWrite: restHourSignatureWriteCheck,
  ownRowsFor: OWN_HOURS,
  // Signed by the seafarer (checkWrite); a signature stays.
  writeRoles: ROLES,
  deleteRoles: [],
});

/**
 * A seafarer's month as the hours screen shows it: each day with its totals and the violations that
 * end on it (judged with the 6 days before the month), the days before, and the signature with the
 * signer's name (the seafarer, who alone signs their record).
 */
export function hoursMonthAnswer(input: {
  crewMember: Seafarer;
  month: string;
  /** The seafarer's recorded days of the month and the 6 days before it. */
  days: readonly { work_date: string; slots: string; remarks: string | null; version: number | null }[];
  signature: { signed_at: string | Date; signed_by: string } | undefined;
}): HoursMonth {
  const dates = datesOfMonth(input.month);
  const byDate = new Map(input.days.map((row) => [row.work_date, row]));
  const summaries = summarizeDays(
    input.days.map((row) => ({ date: row.work_date, slots: row.slots })),
    dates,
  );
  const days = summaries.map((summary) => ({
    ...summary,
    remarks: byDate.get(summary.date)?.remarks ?? null,
    recorded: byDate.has(summary.date),
    version: byDate.get(summary.date)?.version ?? null,
  }));
  const { crewMember, signature } = input;
  return {
    crewMember,
    month: input.month,
    days,
    previousDays: input.days
      .filter((row) => row.work_date < dates[0]!)
      .sort((a, b) => a.work_date.localeCompare(b.work_date))
      .map((row) => ({ date: row.work_date, slots: row.slots })),
    violations: days.flatMap((day) => day.violations),
    signature: signature
      ? {
          signedAt: new Date(signature.signed_at).toISOString(),
          signedBy: signature.signed_by,
          signedByName: `${crewMember.first_name} ${crewMember.last_name}`,
        }
      : null,
  };
}

/** The first and last day whose records a month's answer needs (the 6 days before it and the month). */
export function hoursMonthSpan(month: string): { from: string; to: string } {
  const dates = datesOfMonth(month);
  return { from: shiftDate(dates[0]!, -6), to: dates[dates.length - 1]! };
}

export const workRestDayFixture = defineFixture(workRestDayEntity, {
  row: { work_date: '2001-02-03', slots: `${'0'.repeat(16)}${'1'.repeat(16)}${'0'.repeat(16)}` },
  update: { slots: `${'0'.repeat(12)}${'1'.repeat(20)}${'0'.repeat(16)}`, remarks: 'Cargo watch' },
});

export const restHourSignatureFixture = defineFixture(restHourSignatureEntity, {
  row: { month: '2001-02' },
  update: { month: '2001-03' },
  writtenByThePerson: true,
});
