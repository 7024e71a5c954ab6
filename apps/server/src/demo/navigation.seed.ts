// Demo history of navigation: the two demo ships' last two months on the logbook seed's tracks
// (logbook-demo.data.ts), so positions, passages, port calls and the deck log tell the same voyage.
// A position every 4 hours (00, 04, 08, 12, 16, 20 UTC) underway or moored, and the noon position at
// 1200 zone time of each day at sea; a passage between each two ports, completed with its distance
// from the positions in between, the current one in progress and the next one planned; a port call
// for each stay, its arrival notice sent before it, the next port expected (Hong Kong tomorrow: its
// arrival notice is due, a task).
import type { GeoPoint } from '@mars/domain';
import {
  averageSpeedKnots,
  formatEntityNumber,
  isNoonReport,
  navigationPositionEntity,
  passageEntity,
  portCallEntity,
  roundNm,
  trackDistanceNm,
  VISIBILITY_CLASSES,
  WIND_DIRECTIONS,
  zoneNoonOf,
} from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import type { TrackPoint } from './logbook-demo.data';
import { DEMO_TRACKS, positionAt } from './logbook-demo.data';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const REPORT_HOURS = 4;

/** The ports of the tracks: UN/LOCODE, country, berth and agent. */
const PORTS: Record<string, { locode: string; country: string; berth: string; agent: string }> = {
  Santos: {
    locode: 'BRSSZ',
    country: 'Brazil',
    berth: 'Terminal XXXIX, Ponta da Praia',
    agent: 'Santos Maritime Agency',
  },
  Rotterdam: {
    locode: 'NLRTM',
    country: 'Netherlands',
    berth: 'EMO Bulk Terminal, Maasvlakte',
    agent: 'Maas Shipping Services',
  },
  Houston: {
    locode: 'USHOU',
    country: 'United States',
    berth: 'Barbours Cut, Berth 4',
    agent: 'Gulf Coast Ship Agency',
  },
  Singapore: {
    locode: 'SGSIN',
    country: 'Singapore',
    berth: 'Pasir Panjang Terminal, P17',
    agent: 'Straits Port Agency',
  },
  Colombo: {
    locode: 'LKCMB',
    country: 'Sri Lanka',
    berth: 'Jaya Container Terminal',
    agent: 'Lanka Marine Agents',
  },
  Jeddah: {
    locode: 'SAJED',
    country: 'Saudi Arabia',
    berth: 'Red Sea Gateway Terminal',
    agent: 'Red Sea Agencies',
  },
  Piraeus: {
    locode: 'GRPIR',
    country: 'Greece',
    berth: 'Container Terminal Pier II',
    agent: 'Aegean Ship Agency',
  },
  Hamburg: {
    locode: 'DEHAM',
    country: 'Germany',
    berth: 'Container Terminal Burchardkai',
    agent: 'Hanse Port Agency',
  },
  'Hong Kong': {
    locode: 'HKHKG',
    country: 'Hong Kong',
    berth: 'Kwai Tsing, Terminal 4',
    agent: 'Pearl River Shipping Agency',
  },
};

/** Where each ship goes after its track's last port, and how many days the passage takes. */
const NEXT_PASSAGES: Record<number, { port: string; days: number }> = {
  0: { port: 'Rotterdam', days: 17 },
  1: { port: 'Singapore', days: 5 },
};

const OPERATIONS: Record<number, readonly string[]> = {
  0: ['discharging', 'loading', 'discharging', 'loading'],
  1: [
    'loading_discharging',
    'loading_discharging',
    'loading_discharging',
    'bunkering',
    'loading_discharging',
  ],
};

/** A small deterministic random source, so every fresh database holds the same story. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertRows(tx: Queryable, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const perChunk = Math.floor(30_000 / columns.length);
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const values = chunk.map(
      (row) => `(${columns.map((column) => `$${params.push(row[column] ?? null)}`).join(', ')})`,
    );
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

type Stay = { port: string; arrive: number; depart: number };

/** The port stays of a track, by day offset (a single port point is a stay of no length). */
function staysOf(track: readonly TrackPoint[]): Stay[] {
  const stays: Stay[] = [];
  for (const point of track) {
    if (!point.port) continue;
    const last = stays.at(-1);
    if (last && last.port === point.port) last.depart = point.day;
    else stays.push({ port: point.port, arrive: point.day, depart: point.day });
  }
  return stays;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

async function deckOfficers(tx: Queryable, vesselId: string): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ id: string; rank: string }>(
    `SELECT id, rank FROM personnel WHERE vessel_id = $1 AND deleted_at IS NULL
       AND rank IN ('master', 'chief_officer', 'second_officer', 'third_officer') ORDER BY employee_number`,
    [vesselId],
  );
  const byRank = new Map<string, string>();
  for (const row of rows) if (!byRank.has(row.rank)) byRank.set(row.rank, row.id);
  return byRank;
}

export async function seedNavigationHistory(tx: Queryable, context: DemoContext): Promise<void> {
  const positions: Row[] = [];
  const passages: Row[] = [];
  const portCalls: Row[] = [];
  const now = context.today.getTime();
  const at = (day: number) => new Date(now + day * DAY_MS).toISOString();
  const year = (iso: string) => Number(iso.slice(0, 4));
  const base = (vesselId: string, createdAt: string): Row => ({
    id: uuidv7(),
    organization_id: context.organizationId,
    vessel_id: vesselId,
    created_at: createdAt,
    updated_at: createdAt,
  });
  for (const [shipIndex, vesselId] of context.vesselIds.entries()) {
    const track = DEMO_TRACKS[shipIndex];
    if (!track) continue;
    const random = randomSource(4242 + shipIndex);
    const officers = await deckOfficers(tx, vesselId);
    const watchOfficers = ['third_officer', 'chief_officer', 'second_officer'].map((rank) =>
      officers.get(rank),
    );

    // Positions every 4 hours from the first point of the track until now.
    const first =
      Math.ceil((now + track[0]!.day * DAY_MS) / (REPORT_HOURS * HOUR_MS)) * REPORT_HOURS * HOUR_MS;
    const counters = new Map<number, number>();
    const shipPositions: { time: number; point: GeoPoint }[] = [];
    const times: number[] = [];
    for (let time = first; time <= now; time += REPORT_HOURS * HOUR_MS) times.push(time);
    // The noon position at 1200 zone time of each day at sea, where it is not a 4-hourly one.
    for (let day = Math.floor(first / DAY_MS) * DAY_MS; day <= now; day += DAY_MS) {
      const midday = positionAt(track, (day + 12 * HOUR_MS - now) / DAY_MS);
      const noon = zoneNoonOf(day + 12 * HOUR_MS, midday.lon);
      if (
        midday.port === undefined &&
        noon >= first &&
        noon <= now &&
        noon % (REPORT_HOURS * HOUR_MS) !== 0
      ) {
        times.push(noon);
      }
    }
    times.sort((a, b) => a - b);
    for (const time of times) {
      const ship = positionAt(track, (time - now) / DAY_MS);
      const recordedAt = new Date(time).toISOString();
      const sequence = (counters.get(year(recordedAt)) ?? 0) + 1;
      counters.set(year(recordedAt), sequence);
      const hour = new Date(time).getUTCHours();
      const underway = ship.port === undefined;
      const wind = 2 + Math.floor(random() * 5);
      shipPositions.push({ time, point: { latitude: ship.lat, longitude: ship.lon } });
      positions.push({
        ...base(vesselId, new Date(time + 12 * 60_000 > now ? now : time + 12 * 60_000).toISOString()),
        position_number: formatEntityNumber('POS', year(recordedAt), sequence),
        recorded_at: recordedAt,
        latitude: round(ship.lat, 5),
        longitude: round(ship.lon, 5),
        course: underway ? ship.course : null,
        speed: underway ? round(ship.speed * (0.95 + random() * 0.1), 1) : 0,
        status: underway ? 'underway' : 'moored',
        source: random() < 0.8 ? 'gps' : 'manual',
        officer_id: watchOfficers[Math.floor(hour / 4) % 3] ?? null,
        weather: underway
          ? (['Fair', 'Partly cloudy', 'Overcast', 'Showers'][Math.floor(random() * 4)] ?? null)
          : null,
        wind_direction: WIND_DIRECTIONS[Math.floor(random() * 16)]!,
        wind_force: wind,
        sea_state: Math.max(0, Math.min(9, wind - 1)),
        visibility: VISIBILITY_CLASSES[random() < 0.8 ? 0 : 1]!,
        barometric_pressure: round(1000 + random() * 25, 1),
        water_depth_m: underway ? null : round(14 + random() * 4, 1),
        remarks:
          underway && isNoonReport({ recorded_at: recordedAt, longitude: ship.lon })
            ? 'Noon position.'
            : null,
      });
    }

    // Passages between consecutive port stays, and a port call for each stay.
    const stays = staysOf(track);
    const voyagePrefix = shipIndex === 0 ? 'NA' : 'BP';
    const numbers = new Map<string, number>();
    const nextNumber = (prefix: string, iso: string) => {
      const key = `${prefix}-${year(iso)}`;
      const sequence = (numbers.get(key) ?? 0) + 1;
      numbers.set(key, sequence);
      return formatEntityNumber(prefix, year(iso), sequence);
    };
    let passageSequence = 0;
    let callSequence = 0;
    for (const [index, stay] of stays.entries()) {
      const port = PORTS[stay.port]!;
      const eta = at(stay.arrive - 0.15);
      const arrived = stay.arrive <= 0 && index > 0 ? at(stay.arrive) : null;
      const departed = stay.depart <= 0 && stay.depart > stay.arrive ? at(stay.depart) : null;
      // The first stay of a track is only its start: no call of its own.
      if (index > 0 || stay.depart > stay.arrive) {
        callSequence += 1;
        const status = departed ? 'completed' : arrived ? 'operations' : 'planned';
        portCalls.push({
          ...base(vesselId, at(Math.min(0, stay.arrive - 5))),
          port_call_number: nextNumber('PC', eta),
          port_name: stay.port,
          locode: port.locode,
          country: port.country,
          berth: port.berth,
          operation: OPERATIONS[shipIndex]![(callSequence - 1) % OPERATIONS[shipIndex]!.length]!,
          planned_arrival: eta,
          planned_departure: at((stays[index + 1] ? stay.depart : stay.depart + 1.5) + 0.1),
          arrived_at: arrived,
          berthed_at: arrived ? at(stay.arrive + 2 / 24) : null,
          departed_at: departed,
          cargo_quantity_mt:
            shipIndex === 0 ? 58_000 + Math.round(random() * 4000) : 18_000 + Math.round(random() * 9000),
          bunker_quantity_mt: callSequence % 3 === 0 ? 850 : null,
          pilot_required: true,
          tugs_required: 2,
          agent: port.agent,
          psc_expected: stay.port === 'Rotterdam' || stay.port === 'Hamburg',
          // The agent had the arrival notice a day and a quarter before the ETA; the next port's is due.
          arrival_notice_sent_at: arrived ? at(stay.arrive - 0.15 - 1.25) : null,
          arrival_notice_sent_by: null,
          status,
          remarks: null,
        });
      }
      // After the last port of the track (a day and a half alongside), the next passage is being planned.
      const following = NEXT_PASSAGES[shipIndex]!;
      const departure = stays[index + 1] ? stay.depart : stay.depart + 1.5;
      const next = stays[index + 1] ?? { port: following.port, arrive: departure + following.days };
      const nextPort = PORTS[next.port]!;
      const plannedDeparture = at(departure - 0.05);
      const started = departure <= 0;
      const ended = next.arrive <= 0;
      const departedAt = started ? at(departure) : null;
      const arrivedAt = ended ? at(next.arrive) : null;
      let distance: number | null = null;
      if (departedAt) {
        const until = arrivedAt ? Date.parse(arrivedAt) : now;
        const between = shipPositions
          .filter((position) => position.time >= Date.parse(departedAt) && position.time <= until)
          .map((position) => position.point);
        distance = between.length >= 2 ? roundNm(trackDistanceNm(between)) : null;
      }
      passageSequence += 1;
      const hours =
        departedAt && arrivedAt ? (Date.parse(arrivedAt) - Date.parse(departedAt)) / HOUR_MS : null;
      passages.push({
        ...base(vesselId, at(Math.min(0, departure - 3))),
        passage_number: nextNumber('P', plannedDeparture),
        voyage_number: `${voyagePrefix}-${String(24 + Math.floor(passageSequence / 2)).padStart(3, '0')}`,
        departure_port: stay.port,
        departure_locode: port.locode,
        arrival_port: next.port,
        arrival_locode: nextPort.locode,
        route: null,
        planned_departure: plannedDeparture,
        eta: at(next.arrive - 0.1),
        departed_at: departedAt,
        arrived_at: arrivedAt,
        distance_nm: distance,
        distance_source: distance === null ? null : 'computed',
        duration_hours: hours === null ? null : round(hours, 1),
        average_speed_kn:
          distance !== null && departedAt && arrivedAt
            ? averageSpeedKnots(distance, departedAt, arrivedAt)
            : null,
        fuel_consumed_mt: arrivedAt && hours ? round((hours / 24) * (shipIndex === 0 ? 28 : 62), 1) : null,
        status: ended ? 'completed' : started ? 'in_progress' : 'planning',
        master_id: officers.get('master') ?? null,
        chief_officer_id: officers.get('chief_officer') ?? null,
        remarks: null,
      });
    }
  }
  await insertRows(tx, 'navigation_positions', positions);
  await insertRows(tx, 'passages', passages);
  await insertRows(tx, 'port_calls', portCalls);
  for (const entity of [navigationPositionEntity, passageEntity, portCallEntity]) {
    await raiseCountersToRows(tx, context.organizationId, entity);
  }
}
