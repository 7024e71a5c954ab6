// Demo history of the electronic logbook: two months of both demo ships at sea. Deck log entries at
// the end of every 4-hour watch underway and a noon report, the engine log's noon entries, the
// radio log's weekly GMDSS tests and a few safety messages, arrivals and departures in port. Entries
// older than a day and a half are approved by the Master and sealed into the hash chain through the
// same function as the approve step; the latest are submitted or drafts, and one is rejected. The
// watch schedule is the standard 4-on-8-off (deck) and 6-on-6-off (engine) with the ships' officers.
import type { LogbookType, WatchPatternName } from '@mars/domain';
import {
  formatEntityNumber,
  logbookEntryEntity,
  numberPrefix,
  watchPattern,
  WIND_DIRECTIONS,
} from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import type { ChainHead } from '../modules/logbook/logbook-chain.service';
import { sealLogbookEntry } from '../modules/logbook/logbook-chain.service';
import type { ShipPosition } from './logbook-demo.data';
import { DEMO_TRACKS, distanceNm, positionAt } from './logbook-demo.data';
import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';
import { seedLogbookAudit } from './logbook-audit.seed';

type Row = Record<string, unknown>;
const HISTORY_DAYS = 60;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Entries older than this are approved; younger ones wait for review or are still drafts. */
const APPROVED_BEFORE_MS = 36 * HOUR_MS;
const DRAFT_WITHIN_MS = 10 * HOUR_MS;

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

const round = (value: number, digits: number) => Number(value.toFixed(digits));

type Officer = { id: string; rank: string; name: string };
type Watch = { id: string; start: string; end: string; officer: Officer };

/** The officers of a ship by rank (the first of each rank), from the crew seed. */
async function officersOf(tx: Queryable, vesselId: string): Promise<Map<string, Officer>> {
  const { rows } = await tx.query<{ id: string; rank: string; first_name: string; last_name: string }>(
    `SELECT id, rank, first_name, last_name FROM personnel WHERE vessel_id = $1 AND deleted_at IS NULL
     ORDER BY employee_number`,
    [vesselId],
  );
  const byRank = new Map<string, Officer>();
  for (const row of rows) {
    if (!byRank.has(row.rank))
      byRank.set(row.rank, { id: row.id, rank: row.rank, name: `${row.first_name} ${row.last_name}` });
  }
  return byRank;
}

function schedule(
  context: DemoContext,
  vesselId: string,
  watchType: 'deck' | 'engine',
  pattern: WatchPatternName,
  officers: Officer[],
  effectiveFrom: string,
): { watches: Watch[]; rows: Row[] } {
  const watches = watchPattern(pattern).map((watch) => ({
    id: uuidv7(),
    start: watch.start,
    end: watch.end,
    officer: officers[watch.team - 1]!,
  }));
  const rows = watches.map((watch) => ({
    id: watch.id,
    organization_id: context.organizationId,
    vessel_id: vesselId,
    name: `${watch.start}-${watch.end}`,
    watch_type: watchType,
    start_time: watch.start,
    end_time: watch.end,
    officer_id: watch.officer.id,
    effective_from: effectiveFrom,
    is_active: true,
    remarks: pattern,
  }));
  return { watches, rows };
}

/** The watch that ends at (or covers the instant just before) `at`. */
function watchEndingAt(watches: Watch[], at: Date): Watch {
  const minute = (at.getUTCHours() * 60 + at.getUTCMinutes() + 1439) % 1440;
  return watches.find((watch) => {
    const start = Number(watch.start.slice(0, 2)) * 60 + Number(watch.start.slice(3));
    const end = Number(watch.end.slice(0, 2)) * 60 + Number(watch.end.slice(3));
    return minute >= start && minute < end;
  })!;
}

function weather(random: () => number) {
  const force = 2 + Math.floor(random() * 5);
  const direction = WIND_DIRECTIONS[Math.floor(random() * 16)]!;
  const visibility = random() < 0.8 ? 'over_10_nm' : random() < 0.7 ? '5_to_10_nm' : '2_to_5_nm';
  const sky = [
    'Fine and clear',
    'Partly cloudy',
    'Overcast',
    'Cloudy, passing showers',
    'Clear, slight haze',
  ];
  return {
    wind_direction: direction,
    wind_force: force,
    sea_state: Math.min(9, Math.max(1, force - 1 + Math.floor(random() * 2))),
    visibility,
    barometric_pressure: round(1002 + random() * 22, 1),
    weather: sky[Math.floor(random() * sky.length)]!,
  };
}

type Draft = Row & { logbook_type: LogbookType; entry_at: string };

function shipEntries(
  context: DemoContext,
  vesselId: string,
  shipIndex: number,
  deckWatches: Watch[],
  engineWatches: Watch[],
): Draft[] {
  const random = randomSource(5_050 + shipIndex);
  const track = DEMO_TRACKS[shipIndex]!;
  const now = context.today.getTime();
  const windowStart = Date.UTC(
    context.today.getUTCFullYear(),
    context.today.getUTCMonth(),
    context.today.getUTCDate() - HISTORY_DAYS,
  );
  const dayOf = (time: number) => (time - now) / DAY_MS;
  const users = context.userIdsByEmail;
  const entries: Draft[] = [];
  const add = (type: LogbookType, at: number, values: Row, author: string) =>
    entries.push({
      id: uuidv7(),
      vessel_id: vesselId,
      logbook_type: type,
      entry_at: new Date(at).toISOString(),
      created_by: users[author],
      ...values,
    });
  const where = (position: ShipPosition) => ({
    latitude: round(position.lat, 4),
    longitude: round(position.lon, 4),
  });
  const keeper = (watch: Watch) => ({ watch_keeper_id: watch.officer.id, watch_period_id: watch.id });

  // Arrivals and departures.
  for (let i = 1; i < track.length; i++) {
    const point = track[i]!;
    const previous = track[i - 1]!;
    const at = now + point.day * DAY_MS;
    if (!point.port || at < windowStart || at > now) continue;
    const isArrival = previous.port !== point.port;
    const isDeparture = previous.port === point.port;
    if (!isArrival && !isDeparture) continue;
    const time = Math.round(at / (5 * 60_000)) * 5 * 60_000;
    const watch = watchEndingAt(deckWatches, new Date(time + 60_000));
    add(
      'deck',
      time,
      {
        entry_type: isArrival ? 'arrival' : 'departure',
        title: isArrival ? `Arrived ${point.port}, all fast` : `Departed ${point.port}, pilot away`,
        description: isArrival
          ? `Pilot on board, tugs made fast. Vessel all fast alongside at ${point.port}. Finished with engines.`
          : `Let go all lines at ${point.port}. Pilot disembarked, full away on passage. Draft fore 11.2 m, aft 11.8 m.`,
        latitude: point.lat,
        longitude: point.lon,
        course: null,
        speed: null,
        ...weather(random),
        ...keeper(watch),
        crew_on_watch: `${watch.officer.name}, Master, pilot`,
      },
      'officer@mars.demo',
    );
  }

  let previousNoon: ShipPosition | undefined;
  let runningHours = 41_250 + shipIndex * 9_310;
  let rob = 1_250 + shipIndex * 400;
  for (let time = windowStart + 4 * HOUR_MS; time <= now; time += 4 * HOUR_MS) {
    const at = new Date(time);
    const position = positionAt(track, dayOf(time));
    const watch = watchEndingAt(deckWatches, at);
    const label = `${watch.start.replace(':', '')}-${watch.end.replace(':', '')}`;
    if (!position.port) {
      const sky = weather(random);
      add(
        'deck',
        time,
        {
          entry_type: 'watch',
          title: `Watch ${label}: on passage to ${position.to}`,
          description:
            `Proceeding on passage ${position.from} to ${position.to}, course ${position.course}°, ` +
            `speed ${position.speed.toFixed(1)} kn. Wind ${sky.wind_direction} ${sky.wind_force}, ` +
            `${sky.weather.toLowerCase()}. Navigation lights and equipment checked, all in order.`,
          ...where(position),
          course: position.course,
          speed: round(position.speed, 1),
          ...sky,
          ...keeper(watch),
          crew_on_watch: `${watch.officer.name}, AB lookout`,
        },
        'officer@mars.demo',
      );
    }
    if (at.getUTCHours() !== 12) continue;
    if (position.port) {
      previousNoon = position;
      continue;
    }
    // Noon: the deck log's noon report and the engine log's noon entry.
    const distance = previousNoon ? distanceNm(previousNoon, position) : position.speed * 24;
    const fuel = round(distance > 0 ? 14 + (distance / 24) * 1.55 + random() * 2 : 4, 2);
    // Bunkers are taken at the last port call before the remaining fuel runs low.
    rob = round((rob < 450 ? rob + 1_500 : rob) - fuel, 1);
    previousNoon = position;
    add(
      'deck',
      time,
      {
        entry_type: 'noon_report',
        title: `Noon report: ${position.from} to ${position.to}`,
        description:
          `Noon position by GPS. Distance run since last noon ${distance.toFixed(0)} NM, average speed ` +
          `${(distance / 24).toFixed(1)} kn. ETA ${position.to} as per passage plan.`,
        ...where(position),
        course: position.course,
        speed: round(position.speed, 1),
        ...weather(random),
        distance_nm: round(Math.min(distance, 1_999), 1),
        fuel_consumed_mt: fuel,
        ...keeper(watchEndingAt(deckWatches, at)),
      },
      'officer@mars.demo',
    );
    runningHours += 24;
    const engineWatch = watchEndingAt(engineWatches, at);
    add(
      'engine',
      time,
      {
        entry_type: 'machinery',
        title: `Engine room noon log: ${round(position.speed, 1)} kn service speed`,
        description:
          'Main engine running at service rpm. Cooling water, lubricating oil and exhaust temperatures ' +
          'within limits. Two generators on load, purifiers running. No alarms.',
        me_rpm: round(74 + position.speed * 0.9 + random() * 3, 0),
        me_load_percent: round(55 + position.speed * 1.6 + random() * 4, 0),
        me_running_hours: runningHours,
        aux_running_hours: round(runningHours * 0.62, 0),
        fuel_type: 'VLSFO',
        fuel_consumed_mt: fuel,
        fuel_rob_mt: rob,
        distance_nm: round(Math.min(distance, 1_999), 1),
        ...keeper(engineWatch),
      },
      'engineer@mars.demo',
    );
  }

  // Radio log: the weekly DSC test on Fridays and a few safety messages received.
  for (let time = windowStart + 10 * HOUR_MS; time <= now; time += DAY_MS) {
    const at = new Date(time);
    const isTest = at.getUTCDay() === 5;
    const isSafety = !isTest && random() < 0.06;
    if (!isTest && !isSafety) continue;
    const position = positionAt(track, dayOf(time));
    add(
      'radio',
      time,
      {
        entry_type: 'communication',
        title: isTest ? 'Weekly GMDSS DSC test' : `NAVTEX navigational warning received`,
        description: isTest
          ? 'Weekly DSC test call on VHF channel 70 and MF 2187.5 kHz answered. Batteries and printer checked.'
          : `Navigational warning received by NAVTEX near ${position.to}: drifting buoy reported. Plotted on the ECDIS.`,
        radio_station: isTest ? 'DSC coast station' : 'NAVTEX',
        radio_frequency: isTest ? '2187.5 kHz' : '518 kHz',
        message_category: isTest ? 'gmdss_test' : 'safety',
        ...where(position),
        ...keeper(watchEndingAt(deckWatches, at)),
      },
      'officer@mars.demo',
    );
  }
  return entries.sort((a, b) => a.entry_at.localeCompare(b.entry_at));
}

/** Numbers, review states and the hash chain, in entry order per logbook type. */
function review(context: DemoContext, entries: Draft[], shipIndex: number): { heads: Row[] } {
  const now = context.today.getTime();
  const master = context.userIdsByEmail['master@mars.demo']!;
  const counters = new Map<string, number>();
  const heads = new Map<LogbookType, ChainHead>();
  let isRejectionDone = shipIndex !== 0;
  for (const entry of entries) {
    const at = new Date(entry.entry_at);
    const counterKey = `${entry.logbook_type}-${at.getUTCFullYear()}`;
    const sequence = (counters.get(counterKey) ?? 0) + 1;
    counters.set(counterKey, sequence);
    entry.entry_number = formatEntityNumber(
      numberPrefix(logbookEntryEntity.numbering!, entry),
      at.getUTCFullYear(),
      sequence,
    );
    const age = now - at.getTime();
    if (age < DRAFT_WITHIN_MS) {
      entry.status = 'draft';
      continue;
    }
    entry.submitted_at = new Date(at.getTime() + 20 * 60_000).toISOString();
    entry.submitted_by = entry.created_by;
    if (age < APPROVED_BEFORE_MS) {
      entry.status = 'submitted';
      if (!isRejectionDone && entry.entry_type === 'noon_report') {
        isRejectionDone = true;
        Object.assign(entry, {
          status: 'rejected',
          rejected_at: new Date(at.getTime() + 3 * HOUR_MS).toISOString(),
          rejected_by: master,
          rejection_reason:
            'Noon position does not agree with the ECDIS track; check the longitude and the distance run.',
        });
      }
      continue;
    }
    const approvedAt = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1, 9));
    const seal = sealLogbookEntry(entry, heads.get(entry.logbook_type), {
      approvedAt,
      approvedBy: master,
    });
    Object.assign(entry, seal);
    heads.set(entry.logbook_type, { lastPosition: seal.chain_position, lastHash: seal.content_hash });
  }
  return {
    heads: [...heads.entries()].map(([type, head]) => ({
      organization_id: context.organizationId,
      vessel_id: entries[0]!.vessel_id,
      logbook_type: type,
      last_position: head.lastPosition,
      last_hash: head.lastHash,
      updated_at: context.today.toISOString(),
    })),
  };
}

/** Every column of an entry row as the seed writes it. */
const ENTRY_COLUMNS = [
  'id',
  'organization_id',
  'vessel_id',
  ...Object.keys(logbookEntryEntity.fields),
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
];

export async function seedLogbookHistory(tx: Queryable, context: DemoContext): Promise<void> {
  const start = new Date(context.today.getTime() - HISTORY_DAYS * DAY_MS).toISOString().slice(0, 10);
  const periods: Row[] = [];
  const entries: Row[] = [];
  const heads: Row[] = [];
  for (const [shipIndex, vesselId] of context.vesselIds.entries()) {
    if (!DEMO_TRACKS[shipIndex]) continue;
    const officers = await officersOf(tx, vesselId);
    const pick = (...ranks: string[]) => ranks.map((rank) => officers.get(rank));
    const deckOfficers = pick('third_officer', 'chief_officer', 'second_officer');
    const engineOfficers = pick('second_engineer', 'third_engineer');
    if ([...deckOfficers, ...engineOfficers].some((officer) => !officer)) continue;
    const deck = schedule(context, vesselId, 'deck', '4-on-8-off', deckOfficers as Officer[], start);
    const engine = schedule(context, vesselId, 'engine', '6-on-6-off', engineOfficers as Officer[], start);
    periods.push(...deck.rows, ...engine.rows);

    const ship = shipEntries(context, vesselId, shipIndex, deck.watches, engine.watches);
    heads.push(...review(context, ship, shipIndex).heads);
    for (const entry of ship) {
      const at = new Date(String(entry.entry_at));
      const written =
        entry.submitted_at ??
        new Date(Math.min(at.getTime() + 10 * 60_000, context.today.getTime())).toISOString();
      entries.push(
        Object.fromEntries(
          ENTRY_COLUMNS.map((column) => {
            if (column === 'organization_id') return [column, context.organizationId];
            if (column === 'created_at') return [column, written];
            if (column === 'updated_at') return [column, entry.approved_at ?? entry.rejected_at ?? written];
            if (column === 'updated_by')
              return [column, entry.approved_by ?? entry.rejected_by ?? entry.created_by];
            return [column, entry[column] ?? null];
          }),
        ),
      );
    }
  }
  await insertRows(tx, 'logbook_watch_periods', periods);
  await insertRows(tx, 'logbook_entries', entries);
  await insertRows(tx, 'logbook_chain_heads', heads);
  await raiseCountersToRows(tx, context.organizationId, logbookEntryEntity);
  await seedLogbookAudit(tx, context);
}
