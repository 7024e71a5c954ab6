// Navigation on the local database (issue 12): the last position of each vessel this device holds, and
// a vessel's position reports of the day with its latest position as the deck log carries it, from the
// positions and port calls on the device by the domain's rule (positionReportsAnswer, the server's too),
// as the server's routes answer them, so the officer at sea sees which reports are due; and the tracks
// for the map, a vessel's and a passage's, by the domain's answers the server's routes give.
import type {
  LastPosition,
  LastPositionsAnswer,
  PassageTrackAnswer,
  PortEvent,
  PositionReportsAnswer,
  VesselTrackAnswer,
} from '@mars/domain';
import {
  isoTextOf,
  navigationPositionEntity,
  numberOrNull,
  passageEntity,
  passageTrackAnswer,
  portCallEntity,
  positionReportsAnswer,
  trackStart,
  vesselTrackAnswer,
} from '@mars/domain';

import type { EntityClient } from '../../data/entity-client';
import { listAll } from '../../offline/list-all';

type Row = Record<string, unknown>;

const DAY_MS = 86_400_000;
/** The server reads at most this many positions of a day (position-reports.service.ts). */
const DAY_POSITIONS_MAX = 500;
const instant = (value: unknown) => new Date(isoTextOf(value)).toISOString();

/** A vessel's positions (or of every vessel held), oldest first as the server orders them. */
async function positionsHeld(client: EntityClient, vesselId: string | undefined): Promise<Row[]> {
  const rows = await listAll(client, navigationPositionEntity, vesselId ? { vessel_id: vesselId } : {});
  return rows
    .map((row): Row => ({ ...row, recorded_at: instant(row.recorded_at) }))
    .sort(
      (a, b) =>
        String(a.recorded_at).localeCompare(String(b.recorded_at)) ||
        String(a.id).localeCompare(String(b.id)),
    );
}

/** The answer of the server's `GET /navigation/last-positions[?vessel_id=]`, from the local rows. */
export async function localLastPositions(
  client: EntityClient,
  vesselId: string | undefined,
): Promise<LastPositionsAnswer> {
  const latest = new Map<string, Row>();
  for (const row of await positionsHeld(client, vesselId)) latest.set(String(row.vessel_id), row);
  const rows = [...latest.values()]
    .sort((a, b) => String(b.recorded_at).localeCompare(String(a.recorded_at)))
    .map((row): LastPosition => ({
      vessel_id: String(row.vessel_id),
      position_id: String(row.id),
      position_number: row.position_number ? String(row.position_number) : null,
      recorded_at: String(row.recorded_at),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      course: numberOrNull(row.course),
      speed: numberOrNull(row.speed),
      status: row.status as LastPosition['status'],
    }));
  return { rows };
}

/** The answer of the server's `GET /navigation/position-reports?vessel_id=`, from the local rows. */
export async function localPositionReports(
  client: EntityClient,
  vesselId: string,
  now: Date,
): Promise<PositionReportsAnswer> {
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS).toISOString();
  const [all, calls] = await Promise.all([
    positionsHeld(client, vesselId),
    listAll(client, portCallEntity, { vessel_id: vesselId }),
  ]);
  // The day's positions, and the last one before it (the ship's state at midnight).
  const before = all.filter((row) => String(row.recorded_at) < start).at(-1);
  const from = before ? String(before.recorded_at) : start;
  const positions = all.filter((row) => String(row.recorded_at) >= from).slice(0, DAY_POSITIONS_MAX);
  const startMs = Date.parse(start);
  const at = (value: unknown) => (isoTextOf(value) ? instant(value) : null);
  const events: PortEvent[] = calls.flatMap((call) => {
    const arrived = at(call.arrived_at);
    const departed = at(call.departed_at);
    if (!((arrived && Date.parse(arrived) >= startMs) || (departed && Date.parse(departed) >= startMs)))
      return [];
    const port = String(call.port_name ?? '');
    return [
      ...(arrived ? [{ kind: 'arrival' as const, at: arrived, port }] : []),
      ...(departed ? [{ kind: 'departure' as const, at: departed, port }] : []),
    ];
  });
  return positionReportsAnswer({ vesselId, positions, events, now });
}

/** The answer of the server's `GET /navigation/track?vessel_id=&days=`, from the local rows. */
export async function localVesselTrack(
  client: EntityClient,
  vesselId: string,
  days: number,
  now: Date,
): Promise<VesselTrackAnswer> {
  return vesselTrackAnswer(vesselId, await positionsHeld(client, vesselId), trackStart(days, now));
}

/** The answer of the server's `GET /navigation/passages/:id/track`, from the local rows. */
export async function localPassageTrack(
  client: EntityClient,
  passageId: string,
  now: Date,
): Promise<PassageTrackAnswer> {
  const passage = await client.get<Row>(passageEntity, passageId);
  const positions = await positionsHeld(client, String(passage.vessel_id));
  return passageTrackAnswer(
    {
      id: passage.id,
      vessel_id: passage.vessel_id,
      departed_at: passage.departed_at ?? null,
      arrived_at: passage.arrived_at ?? null,
      waypoints: passage.waypoints ?? null,
    },
    positions,
    now,
  );
}
