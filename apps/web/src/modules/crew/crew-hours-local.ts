// The hours of work and rest on the local database (issue 12): at sea a seafarer records their days
// and signs their month on the ship's device, and the Master and officers record and read everyone's,
// from the rows this device holds (the server gives a crew member's device only their own record).
// The month is put together by the domain's hoursMonthAnswer, as GET /crew/hours answers it; a day
// and a signature are written as entities (workRestDay, restHourSignature), checked here by their
// declared rules and again by the server when the sync carries them.
import type { HoursMonth, Role, SavedDay, Seafarer } from '@mars/domain';
import {
  crewMemberEntity,
  HOURS_RECORDING_ROLES,
  hoursMonthAnswer,
  hoursMonthSpan,
  restHourSignatureEntity,
  restHourSignatureId,
  workRestDayEntity,
  workRestDayId,
} from '@mars/domain';

import { ApiError } from '../../data/api-client';
import type { EntityClient } from '../../data/entity-client';
import { listAll } from '../../offline/list-all';

type Row = Record<string, unknown>;
type Reader = { userId: string; role: Role };

const seafarerOf = (row: Row): Seafarer => ({
  id: String(row.id),
  vessel_id: String(row.vessel_id),
  first_name: String(row.first_name ?? ''),
  last_name: String(row.last_name ?? ''),
  rank: String(row.rank ?? ''),
  user_id: typeof row.user_id === 'string' ? row.user_id : null,
});

const bySurname = (a: Seafarer, b: Seafarer) =>
  a.last_name.localeCompare(b.last_name) ||
  a.first_name.localeCompare(b.first_name) ||
  a.id.localeCompare(b.id);

/** GET /crew/hours/seafarers from this device: the vessel's seafarers, a crew member only themselves. */
export async function localSeafarers(
  client: EntityClient,
  vesselId: string | undefined,
  reader: Reader,
): Promise<Seafarer[]> {
  const rows = await listAll(client, crewMemberEntity, vesselId ? { vessel_id: vesselId } : {});
  const everyone = HOURS_RECORDING_ROLES.includes(reader.role);
  return rows
    .map(seafarerOf)
    .filter((seafarer) => everyone || seafarer.user_id === reader.userId)
    .sort(bySurname);
}

async function readableSeafarer(client: EntityClient, id: string, reader: Reader): Promise<Seafarer> {
  const seafarer = seafarerOf(await client.get<Row>(crewMemberEntity, id));
  if (!HOURS_RECORDING_ROLES.includes(reader.role) && seafarer.user_id !== reader.userId) {
    throw new ApiError(403, 'forbidden', "You don't have permission to perform this action");
  }
  return seafarer;
}

/** GET /crew/hours?crew_member_id=&month= from this device. */
export async function localHoursMonth(
  client: EntityClient,
  input: { crewMemberId: string; month: string },
  reader: Reader,
): Promise<HoursMonth> {
  const crewMember = await readableSeafarer(client, input.crewMemberId, reader);
  const { from, to } = hoursMonthSpan(input.month);
  const [days, signatures] = await Promise.all([
    listAll(client, workRestDayEntity, { crew_member_id: crewMember.id }),
    listAll(client, restHourSignatureEntity, { crew_member_id: crewMember.id, month: input.month }),
  ]);
  return hoursMonthAnswer({
    crewMember,
    month: input.month,
    days: days
      .filter((row) => String(row.work_date) >= from && String(row.work_date) <= to)
      .map((row) => ({
        work_date: String(row.work_date),
        slots: String(row.slots),
        remarks: (row.remarks as string | null | undefined) ?? null,
        version: (row.version as number | null | undefined) ?? null,
      })),
    signature: signatures[0] as { signed_at: string; signed_by: string } | undefined,
  });
}

/** PUT /crew/hours/<seafarer>/<date> on this device: the day as a workRestDay row. */
export async function saveLocalHoursDay(
  client: EntityClient,
  crewMember: Seafarer,
  date: string,
  body: { slots: string; remarks: string | null; version: number | null },
): Promise<SavedDay> {
  const { rows } = await client.list<Row>(workRestDayEntity, {
    crew_member_id: crewMember.id,
    work_date: date,
    limit: 1,
  });
  const id = rows[0] ? String(rows[0].id) : workRestDayId(crewMember.id, date);
  const saved = await client.upsert<Row>(workRestDayEntity, id, {
    vessel_id: crewMember.vessel_id,
    crew_member_id: crewMember.id,
    work_date: date,
    slots: body.slots,
    remarks: body.remarks,
    ...(body.version === null ? {} : { version: body.version }),
  });
  return {
    id,
    crew_member_id: crewMember.id,
    work_date: date,
    slots: String(saved.slots),
    remarks: (saved.remarks as string | null | undefined) ?? null,
    version: (saved.version as number | null | undefined) ?? null,
  };
}

/** POST /crew/hours/<seafarer>/<month>/sign on this device: the seafarer's signature as a row. */
export async function signLocalHoursMonth(
  client: EntityClient,
  crewMember: Seafarer,
  month: string,
  reader: Reader,
): Promise<HoursMonth> {
  await client.upsert(restHourSignatureEntity, restHourSignatureId(crewMember.id, month), {
    vessel_id: crewMember.vessel_id,
    crew_member_id: crewMember.id,
    month,
  });
  return localHoursMonth(client, { crewMemberId: crewMember.id, month }, reader);
}
