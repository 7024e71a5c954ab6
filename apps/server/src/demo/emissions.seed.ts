// Demo emissions: the fuel of both demo ships from the start of last year until today. Where the
// navigation seed has the voyages (its last two months), a record per fuel for each completed passage
// (the main engine's fuel and the auxiliaries' gas oil; its ports, distance and hours count) and the
// gas oil burnt at berth for each completed port call; before that, a record per fuel and month with
// the distance and hours as the engine room's monthly report gives them (their ports unknown to EU
// MRV). Consumption follows from daily rates at sea and in port; the CO2, the EU MRV scope and the
// year's CII are computed by the server's rules (emissionColumns, emissionsYear), never written here.
// Records older than two weeks are verified by the Master; the last two weeks' are drafts.
import type { PlacedPassage, PlacedPortCall } from '@mars/domain';
import { emissionColumns, emissionRecordEntity, formatEntityNumber } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;

/** Each ship's rates (t/day) and service speed (kn): the main fuel at sea, gas oil at sea and in port. */
const PROFILES = [
  // Nordic Aurora, bulk carrier 81,600 DWT: VLSFO.
  { fuel: 'VLSFO', seaRate: 26, auxSea: 2, auxPort: 3, speed: 12.5, seaDays: 24, cargo: 60_000 },
  // Baltic Pioneer, container ship 65,950 DWT: HFO (with a scrubber).
  { fuel: 'HFO', seaRate: 62, auxSea: 3.5, auxPort: 4.5, speed: 17.5, seaDays: 25, cargo: 22_000 },
] as const;

function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const day = (value: unknown) => iso(value).slice(0, 10);

async function voyagesOf(tx: Queryable, organizationId: string, vesselId: string) {
  const passages = await tx.query<Row>(
    `SELECT id, departure_locode, arrival_locode, distance_nm, duration_hours, departed_at, arrived_at
     FROM passages WHERE organization_id = $1 AND vessel_id = $2 AND deleted_at IS NULL
       AND arrived_at IS NOT NULL AND departed_at IS NOT NULL ORDER BY departed_at`,
    [organizationId, vesselId],
  );
  const calls = await tx.query<Row>(
    `SELECT id, locode, arrived_at, berthed_at, departed_at, cargo_quantity_mt
     FROM port_calls WHERE organization_id = $1 AND vessel_id = $2 AND deleted_at IS NULL
       AND arrived_at IS NOT NULL AND departed_at IS NOT NULL ORDER BY arrived_at`,
    [organizationId, vesselId],
  );
  const first = await tx.query<{ start: unknown }>(
    `SELECT min(departed_at) AS start FROM passages WHERE organization_id = $1 AND vessel_id = $2 AND deleted_at IS NULL`,
    [organizationId, vesselId],
  );
  return { passages: passages.rows, calls: calls.rows, start: first.rows[0]?.start ?? null };
}

export async function seedEmissions(tx: Queryable, context: DemoContext): Promise<void> {
  const rows: Row[] = [];
  const today = context.today;
  const todayText = today.toISOString().slice(0, 10);
  const verifiedBefore = new Date(today.getTime() - 14 * DAY_MS).toISOString().slice(0, 10);
  const master = context.userIdsByEmail['master@mars.demo'] ?? null;
  const engineer = context.userIdsByEmail['engineer@mars.demo'] ?? null;
  for (const [shipIndex, vesselId] of context.vesselIds.entries()) {
    const profile = PROFILES[shipIndex];
    if (!profile) continue;
    const random = randomSource(9090 + shipIndex);
    const vary = () => 0.92 + random() * 0.16;
    const { passages, calls, start } = await voyagesOf(tx, context.organizationId, vesselId);
    const navigationStart = start ? day(start) : todayText;
    const shipRows: Row[] = [];
    const add = (row: Row, links: { passage?: PlacedPassage; portCall?: PlacedPortCall } = {}) => {
      const verified = String(row.period_end) < verifiedBefore;
      const createdAt = `${String(row.period_end)}T18:00:00.000Z`;
      shipRows.push({
        id: uuidv7(),
        organization_id: context.organizationId,
        vessel_id: vesselId,
        created_at: createdAt < today.toISOString() ? createdAt : today.toISOString(),
        updated_at: createdAt < today.toISOString() ? createdAt : today.toISOString(),
        created_by: engineer,
        updated_by: engineer,
        monitoring_method: 'flow_meter',
        ...row,
        ...emissionColumns(row, links),
        status: verified ? 'verified' : 'draft',
        verified_at: verified ? `${String(row.period_end)}T20:00:00.000Z` : null,
        verified_by: verified ? master : null,
      });
    };

    // Monthly reports from the start of last year until the navigation records begin.
    const firstYear = today.getUTCFullYear() - 1;
    for (let month = 0; ; month += 1) {
      const from = new Date(Date.UTC(firstYear, month, 1));
      const monthStart = from.toISOString().slice(0, 10);
      if (monthStart >= navigationStart) break;
      const last = new Date(Date.UTC(firstYear, month + 1, 0)).toISOString().slice(0, 10);
      const end =
        last < navigationStart
          ? last
          : new Date(Date.parse(navigationStart) - DAY_MS).toISOString().slice(0, 10);
      const days = (Date.parse(end) - Date.parse(monthStart)) / DAY_MS + 1;
      const seaDays = Math.min(days, round(profile.seaDays * (days / 30) * vary(), 1));
      const portDays = round(days - seaDays, 1);
      const distance = round(seaDays * 24 * profile.speed * vary(), 0);
      const period = {
        period_type: 'monthly',
        period_start: monthStart,
        period_end: end,
        voyage_type: month % 2 === 0 ? 'laden' : 'ballast',
        distance_nm: distance,
        hours_at_sea: round(seaDays * 24, 1),
        hours_in_port: round(portDays * 24, 1),
        cargo_carried_t: month % 2 === 0 ? profile.cargo : null,
        remarks: 'Monthly fuel report of the engine room.',
      };
      add({
        ...period,
        fuel_type: profile.fuel,
        fuel_consumed_t: round(seaDays * profile.seaRate * vary(), 1),
      });
      add({
        ...period,
        fuel_type: 'MGO',
        fuel_consumed_t: round(seaDays * profile.auxSea * vary() + portDays * profile.auxPort, 1),
      });
    }

    // Each completed passage: the main fuel and the auxiliaries' gas oil.
    for (const [index, passage] of passages.entries()) {
      const placed: PlacedPassage = {
        vessel_id: vesselId,
        departure_locode: (passage.departure_locode as string | null) ?? null,
        arrival_locode: (passage.arrival_locode as string | null) ?? null,
        distance_nm: passage.distance_nm === null ? null : Number(passage.distance_nm),
        duration_hours: passage.duration_hours === null ? null : Number(passage.duration_hours),
        departed_at: iso(passage.departed_at),
        arrived_at: iso(passage.arrived_at),
      };
      const seaDays = (placed.duration_hours ?? 0) / 24;
      const voyage = {
        period_type: 'voyage',
        period_start: day(passage.departed_at),
        period_end: day(passage.arrived_at),
        passage_id: passage.id,
        voyage_type: index % 2 === 0 ? 'laden' : 'ballast',
        cargo_carried_t: index % 2 === 0 ? profile.cargo : null,
        remarks: null,
      };
      add(
        { ...voyage, fuel_type: profile.fuel, fuel_consumed_t: round(seaDays * profile.seaRate * vary(), 1) },
        { passage: placed },
      );
      add(
        { ...voyage, fuel_type: 'MGO', fuel_consumed_t: round(seaDays * profile.auxSea * vary(), 1) },
        { passage: placed },
      );
    }

    // Each completed port call: the gas oil burnt at berth.
    for (const call of calls) {
      const placed: PlacedPortCall = {
        vessel_id: vesselId,
        locode: (call.locode as string | null) ?? null,
        arrived_at: iso(call.arrived_at),
        berthed_at: call.berthed_at === null ? null : iso(call.berthed_at),
        departed_at: iso(call.departed_at),
      };
      const hours =
        (Date.parse(placed.departed_at!) - Date.parse(placed.berthed_at ?? placed.arrived_at!)) / 3_600_000;
      add(
        {
          period_type: 'voyage',
          period_start: day(call.berthed_at ?? call.arrived_at),
          period_end: day(call.departed_at),
          port_call_id: call.id,
          voyage_type: 'port',
          fuel_type: 'MGO',
          fuel_consumed_t: round((hours / 24) * profile.auxPort * vary(), 1),
          remarks: 'Auxiliary engines and boiler at berth.',
        },
        { portCall: placed },
      );
    }

    shipRows.sort((a, b) => String(a.period_start).localeCompare(String(b.period_start)));
    const counters = new Map<number, number>();
    for (const row of shipRows) {
      const year = Number(String(row.period_start).slice(0, 4));
      const sequence = (counters.get(year) ?? 0) + 1;
      counters.set(year, sequence);
      row.report_number = formatEntityNumber('EM', year, sequence);
    }
    rows.push(...shipRows);
  }
  await insertRows(tx, rows);
  await raiseCountersToRows(tx, context.organizationId, emissionRecordEntity);
}

const COLUMNS = [
  'id',
  'organization_id',
  'vessel_id',
  'report_number',
  'period_type',
  'period_start',
  'period_end',
  'passage_id',
  'port_call_id',
  'voyage_type',
  'fuel_type',
  'fuel_consumed_t',
  'monitoring_method',
  'emission_factor',
  'co2_t',
  'distance_nm',
  'hours_at_sea',
  'hours_in_port',
  'cargo_carried_t',
  'eeoi',
  'eu_scope',
  'status',
  'verified_at',
  'verified_by',
  'remarks',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
];

async function insertRows(tx: Queryable, rows: readonly Row[]): Promise<void> {
  const perChunk = 200;
  for (let start = 0; start < rows.length; start += perChunk) {
    const params: unknown[] = [];
    const values = rows
      .slice(start, start + perChunk)
      .map((row) => `(${COLUMNS.map((column) => `$${params.push(row[column] ?? null)}`).join(', ')})`);
    await tx.query(
      `INSERT INTO emission_records (${COLUMNS.join(', ')}) VALUES ${values.join(', ')}`,
      params,
    );
  }
}
