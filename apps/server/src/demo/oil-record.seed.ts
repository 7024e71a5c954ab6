// Demo oil record book: a year of both demo ships' machinery-space operations (Part I) on the tanks of
// their IOPP supplements: the weekly sludge inventory (C 11.3), bilge water collected (D 15.3) and
// pumped out through the 15 ppm equipment (D 15.1), sludge landed ashore (C 12.1) or burnt (C 12.3),
// bunkering of fuel (H 26.3) and lubricating oil (H 26.4), an oil filter failure (F) and a
// correction with its reason. Older entries are signed by the Chief Engineer and certified by the
// Master, sealed in the vessel's chain in that order; the last month's wait for signature or
// certification, the last week's are drafts. Every figure adds up: the summary shows no warnings.
import { OIL_RECORD_CHAIN, formatEntityNumber, oilRecordEntryEntity } from '@mars/domain';
import type { ChainHead, HashChainDefinition } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { sealRow } from '../crud/hash-chain';
import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;
const WEEKS = 52;

type Plan = {
  ports: readonly string[];
  /** Positions at sea where bilge water is pumped out (en route, outside special areas). */
  sea: readonly [number, number][];
  fuel: 'VLSFO' | 'HFO';
};

/** The demo ships' ports and positions at sea (en route, outside special areas), by ship. */
export const PLANS: readonly Plan[] = [
  // Nordic Aurora (bulk carrier): South Atlantic, North Atlantic, Gulf of Mexico.
  {
    ports: ['Santos', 'Rotterdam', 'Houston'],
    sea: [
      [-12.4, -30.2],
      [8.1, -28.7],
      [27.5, -31.4],
      [38.2, -20.6],
      [24.1, -62.3],
    ],
    fuel: 'VLSFO',
  },
  // Baltic Pioneer (container ship): Indian Ocean, Red Sea approaches, Atlantic.
  {
    ports: ['Singapore', 'Colombo', 'Piraeus', 'Hamburg'],
    sea: [
      [5.2, 88.4],
      [9.8, 64.1],
      [13.1, 55.2],
      [36.1, -12.3],
      [45.6, -9.8],
    ],
    fuel: 'HFO',
  },
];

const TANKS = [
  {
    key: 'sludge',
    name: 'Sludge tank',
    tank_type: 'sludge',
    iopp_item: '3.1',
    location: 'Fr. 18-22 (P)',
    capacity_m3: 18,
  },
  {
    key: 'bilge',
    name: 'Bilge water holding tank',
    tank_type: 'bilge_water_holding',
    iopp_item: '3.3',
    location: 'Fr. 22-28 (C)',
    capacity_m3: 30,
  },
  {
    key: 'hfoP',
    name: 'Fuel oil bunker tank 1 (P)',
    tank_type: 'fuel_oil',
    iopp_item: null,
    location: 'Fr. 40-62 (P)',
    capacity_m3: 950,
  },
  {
    key: 'hfoS',
    name: 'Fuel oil bunker tank 1 (S)',
    tank_type: 'fuel_oil',
    iopp_item: null,
    location: 'Fr. 40-62 (S)',
    capacity_m3: 950,
  },
  {
    key: 'lube',
    name: 'Main engine lube oil storage tank',
    tank_type: 'lube_oil',
    iopp_item: null,
    location: 'Fr. 30-34 (S)',
    capacity_m3: 45,
  },
] as const;

export function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tenth = (value: number) => Math.round(value * 10) / 10;

export async function insertRows(tx: Queryable, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
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

/**
 * A demo entry's certification by its age (days): the last three days' are drafts, the week's
 * completed, older ones signed by the writer, and those of more than 30 days certified by the Master
 * and sealed after `head`; answers the chain's new head.
 */
export function stepByAge(
  entry: Row,
  age: number,
  people: { writer: string | null; master: string | null },
  chain: HashChainDefinition,
  head: ChainHead,
): ChainHead {
  const done = Date.parse(String(entry.created_at));
  if (age < 7) {
    entry.status = age < 3 ? 'draft' : 'completed';
    if (entry.status === 'completed')
      Object.assign(entry, { completed_at: entry.created_at, completed_by: people.writer });
    return head;
  }
  Object.assign(entry, {
    status: 'signed',
    completed_at: entry.created_at,
    completed_by: people.writer,
    signed_at: new Date(done + 3_600_000).toISOString(),
    signed_by: people.writer,
  });
  if (age < 30) return head;
  const certified = {
    status: 'certified',
    certified_at: new Date(done + 2 * DAY_MS).toISOString(),
    certified_by: people.master,
  };
  const link = sealRow(chain, { ...entry, ...certified }, head);
  Object.assign(entry, certified, link);
  return { lastPosition: link.chain_position, lastHash: link.content_hash };
}

export async function seedOilRecordBook(tx: Queryable, context: DemoContext): Promise<void> {
  const engineer = context.userIdsByEmail['engineer@mars.demo'] ?? null;
  const master = context.userIdsByEmail['master@mars.demo'] ?? null;
  const now = context.today.getTime();
  const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
  const at = (offset: number, hour: number) =>
    new Date(now + offset * DAY_MS + hour * 3_600_000).toISOString();
  const tanks: Row[] = [];
  const entries: Row[] = [];
  const heads: {
    organization_id: string;
    vessel_id: string;
    part: string;
    last_position: number;
    last_hash: string;
  }[] = [];

  for (const [shipIndex, vesselId] of context.vesselIds.entries()) {
    const plan = PLANS[shipIndex];
    if (!plan) continue;
    const random = randomSource(9100 + shipIndex);
    const created = at(-370, 0);
    const tankIds: Record<string, string> = {};
    for (const tank of TANKS) {
      tankIds[tank.key] = uuidv7();
      const { key: _key, ...values } = tank;
      tanks.push({
        id: tankIds[tank.key],
        organization_id: context.organizationId,
        vessel_id: vesselId,
        ...values,
        created_at: created,
        updated_at: created,
        created_by: engineer,
        updated_by: engineer,
      });
    }
    const shipEntries: Row[] = [];
    const add = (offset: number, hour: number, values: Row) => {
      shipEntries.push({
        id: uuidv7(),
        organization_id: context.organizationId,
        vessel_id: vesselId,
        part: 'I',
        operation_date: day(offset),
        start_at: at(offset, hour),
        created_at: at(offset, hour + 3),
        updated_at: at(offset, hour + 3),
        created_by: engineer,
        updated_by: engineer,
        ...values,
      });
    };

    let sludge = 4.2;
    let bilge = 6.5;
    const fuel = { hfoP: 310, hfoS: 280 };
    let lube = 22;
    for (let week = 0; week < WEEKS; week++) {
      const start = -364 + week * 7;
      const port = plan.ports[week % plan.ports.length]!;
      // Bilge water from the engine-room wells to the holding tank (D 15.3), then pumped out at sea
      // through the 15 ppm equipment (D 15.1) every other week.
      const collected = tenth(2 + random() * 2.5);
      add(start + 1, 9, {
        code: 'I-D',
        item: '15.3',
        tank_to_id: tankIds.bilge,
        quantity_m3: collected,
        end_at: at(start + 1, 10),
        tank_total_m3: tenth(bilge + collected),
      });
      bilge = tenth(bilge + collected);
      if (week % 2 === 1) {
        const [lat, lon] = plan.sea[week % plan.sea.length]!;
        const out = tenth(bilge - 1 - random());
        add(start + 2, 14, {
          code: 'I-D',
          item: '15.1',
          tank_from_id: tankIds.bilge,
          quantity_m3: out,
          end_at: at(start + 2, 17),
          latitude_start: lat,
          longitude_start: lon,
          latitude_end: tenth(lat + 0.3),
          longitude_end: tenth(lon + 0.4),
          oil_content_ppm: 3 + Math.floor(random() * 8),
          en_route: true,
          special_area: false,
        });
        bilge = tenth(bilge - out);
      }
      // Sludge burnt in the incinerator (C 12.3) before the week's inventory.
      if (week % 6 === 2) {
        const burnt = tenth(Math.min(sludge, 2.5));
        add(start + 4, 9, {
          code: 'I-C',
          item: '12.3',
          tank_from_id: tankIds.sludge,
          quantity_m3: burnt,
          end_at: at(start + 4, 15),
          remarks: 'Incinerated, 6 h of operation.',
        });
        sludge = tenth(sludge - burnt);
      }
      // Sludge from the separators grows by itself; the weekly inventory records it (C 11.1-11.3).
      sludge = tenth(sludge + 0.6 + random() * 0.6);
      add(start + 6, 8, {
        code: 'I-C',
        item: '11.3',
        tank_to_id: tankIds.sludge,
        tank_total_m3: sludge,
        remarks: `11.1 ${TANKS[0].name}; 11.2 ${TANKS[0].capacity_m3} m3`,
      });
      // Sludge landed ashore every sixth week, after the inventory (C 12.1).
      if (week % 6 === 5) {
        add(start + 6, 13, {
          code: 'I-C',
          item: '12.1',
          tank_from_id: tankIds.sludge,
          quantity_m3: sludge,
          end_at: at(start + 6, 16),
          port,
          receipt_number: `PRF-${port.slice(0, 3).toUpperCase()}-${1000 + week * 7 + shipIndex}`,
        });
        sludge = 0;
      }
      // Bunkering every fifth week into the emptier tank (H 26.1-26.3): tonnes as the form asks,
      // m3 as measured, and the tank's total content after.
      if (week % 5 === 3) {
        const tank = fuel.hfoP <= fuel.hfoS ? 'hfoP' : 'hfoS';
        const remaining = tenth(120 + random() * 100);
        const m3 = tenth(520 + random() * 180);
        add(start + 5, 6, {
          code: 'I-H',
          item: '26.3',
          port,
          oil_type: plan.fuel,
          quantity_t: tenth(m3 * 0.96),
          quantity_m3: m3,
          tank_to_id: tankIds[tank],
          tank_total_m3: tenth(remaining + m3),
          end_at: at(start + 5, 13),
          remarks: `26.1 ${port}; bunker delivery note on board.`,
        });
        fuel[tank] = tenth(remaining + m3);
      }
      // Lubricating oil every thirteenth week (H 26.4).
      if (week % 13 === 7) {
        const m3 = tenth(12 + random() * 6);
        add(start + 5, 15, {
          code: 'I-H',
          item: '26.4',
          port,
          oil_type: 'lube_oil',
          quantity_t: tenth(m3 * 0.9),
          quantity_m3: m3,
          tank_to_id: tankIds.lube,
          tank_total_m3: tenth(lube + m3),
          end_at: at(start + 5, 17),
        });
        lube = tenth(8 + random() * 6);
      }
    }
    // The oil filtering equipment failed and was repaired (F 19-21).
    add(-200, 4, {
      code: 'I-F',
      item: '19',
      end_at: at(-199, 11),
      remarks: '21: 15 ppm alarm sensor fouled; cleaned and recalibrated, tested with sample water.',
    });
    shipEntries.sort((a, b) => String(a.start_at).localeCompare(String(b.start_at)));
    // A sludge landing recorded with the wrong quantity and corrected by a new entry with its reason.
    const landing = shipEntries.find((entry) => entry.item === '12.1');
    if (landing) {
      const wrong = { ...landing, id: uuidv7(), quantity_m3: tenth(Number(landing.quantity_m3) + 10) };
      shipEntries.splice(shipEntries.indexOf(landing), 0, wrong);
      landing.corrects_id = wrong.id;
      landing.correction_reason =
        'Quantity misread from the receipt: the reception facility received the figure below.';
      landing.created_at = at(Math.round((Date.parse(String(landing.start_at)) - now) / DAY_MS) + 1, 9);
    }

    // Numbers per year in the order of the book; signatures and certification by age.
    const counters = new Map<number, number>();
    let head: ChainHead = { lastPosition: 0, lastHash: null };
    for (const entry of shipEntries) {
      const year = Number(String(entry.operation_date).slice(0, 4));
      const sequence = (counters.get(year) ?? 0) + 1;
      counters.set(year, sequence);
      entry.entry_number = formatEntityNumber('ORBI', year, sequence);
      const age = (now - Date.parse(String(entry.start_at))) / DAY_MS;
      head = stepByAge(entry, age, { writer: engineer, master }, OIL_RECORD_CHAIN, head);
    }
    heads.push({
      organization_id: context.organizationId,
      vessel_id: vesselId,
      part: 'I',
      last_position: head.lastPosition,
      last_hash: head.lastHash ?? '',
    });
    entries.push(...shipEntries);
  }
  await insertRows(tx, 'vessel_tanks', tanks);
  // A correction names the entry it corrects: those go first.
  await insertRows(
    tx,
    'oil_record_entries',
    entries.filter((entry) => !entry.corrects_id),
  );
  await insertRows(
    tx,
    'oil_record_entries',
    entries.filter((entry) => entry.corrects_id),
  );
  await insertRows(
    tx,
    'oil_record_chain_heads',
    heads.filter((row) => row.last_position > 0),
  );
  await raiseCountersToRows(tx, context.organizationId, oilRecordEntryEntity);
}
