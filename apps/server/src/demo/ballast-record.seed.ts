// Demo ballast water record book: a year of both demo ships' ballast operations on the ballast tanks of
// their Ballast Water Management Plans: ballast taken up through the BWMS in the ports where cargo is
// discharged (A) and discharged through it where cargo is loaded (B), a BWMS failure with a
// contingency exchange at sea (F, C), tank cleaning with the sediment landed ashore (G), a remark (H)
// and a correction with its reason. Signatures and certification by age as in the oil record book
// (signAndSeal): the last month's entries wait for the Master, so the readiness alert has something to
// say. Every volume adds up: the summary shows no warnings.
import { BALLAST_RECORD_CHAIN, ballastRecordEntryEntity } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import { insertRows, randomSource } from './oil-record.seed';
import type { BookHead } from './record-book.seed';
import { demoDays, insertBook, signAndSeal } from './record-book.seed';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;
const CYCLE_DAYS = 21;

/** Where each ship discharges cargo (and takes up ballast) and loads it (and discharges ballast). */
const ROUTES: readonly { discharge: readonly string[]; load: readonly string[]; sea: [number, number] }[] = [
  { discharge: ['Rotterdam', 'Houston'], load: ['Santos', 'Tubarão'], sea: [-8.4, -27.9] },
  { discharge: ['Hamburg', 'Piraeus'], load: ['Singapore', 'Colombo'], sea: [6.2, 71.5] },
];

const TANKS = [
  { key: 'fp', name: 'Fore peak tank', location: 'Fr. 180-FE', capacity_m3: 420 },
  { key: 'db1p', name: 'No. 1 DB ballast tank (P)', location: 'Fr. 150-180 (P)', capacity_m3: 850 },
  { key: 'db1s', name: 'No. 1 DB ballast tank (S)', location: 'Fr. 150-180 (S)', capacity_m3: 850 },
  { key: 'db2p', name: 'No. 2 DB ballast tank (P)', location: 'Fr. 110-150 (P)', capacity_m3: 900 },
  { key: 'db2s', name: 'No. 2 DB ballast tank (S)', location: 'Fr. 110-150 (S)', capacity_m3: 900 },
  { key: 'ap', name: 'Aft peak tank', location: 'Fr. AE-12', capacity_m3: 380 },
] as const;
const CYCLED = ['db1p', 'db1s', 'db2p', 'db2s'] as const;

const whole = (value: number) => Math.round(value);

export async function seedBallastRecordBook(tx: Queryable, context: DemoContext): Promise<void> {
  const officer = context.userIdsByEmail['officer@mars.demo'] ?? null;
  const master = context.userIdsByEmail['master@mars.demo'] ?? null;
  const { now, day, at } = demoDays(context);
  const tanks: Row[] = [];
  const entries: Row[] = [];
  const heads: BookHead[] = [];

  for (const [shipIndex, vesselId] of context.vesselIds.entries()) {
    const route = ROUTES[shipIndex];
    if (!route) continue;
    const random = randomSource(7300 + shipIndex);
    const created = at(-370, 0);
    const ids: Record<string, string> = {};
    for (const { key, ...tank } of TANKS) {
      ids[key] = uuidv7();
      tanks.push({
        id: ids[key],
        organization_id: context.organizationId,
        vessel_id: vesselId,
        ...tank,
        tank_type: 'ballast_water',
        created_at: created,
        updated_at: created,
        created_by: officer,
        updated_by: officer,
      });
    }
    const held: Record<string, number> = Object.fromEntries(TANKS.map((tank) => [tank.key, 0]));
    const total = () => Object.values(held).reduce((sum, value) => sum + value, 0);
    const shipEntries: Row[] = [];
    const add = (offset: number, hour: number, values: Row) =>
      shipEntries.push({
        id: uuidv7(),
        organization_id: context.organizationId,
        vessel_id: vesselId,
        operation_date: day(offset),
        start_at: at(offset, hour),
        created_at: at(offset, hour + 4),
        updated_at: at(offset, hour + 4),
        created_by: officer,
        updated_by: officer,
        bwmp_compliant: true,
        ...values,
      });

    // The peak tanks keep their ballast all year (trim), taken up in the first port.
    for (const [index, key, volume] of [
      [0, 'fp', 400],
      [1, 'ap', 300],
    ] as const) {
      held[key] = volume;
      add(-363, 8 + index * 2, {
        code: 'A',
        end_at: at(-363, 9 + index * 2),
        port: route.discharge[0],
        tank_id: ids[key],
        volume_m3: volume,
        total_retained_m3: total(),
        treatment_method: 'bwms',
        d2_status: 'compliant',
      });
    }
    for (let cycle = 0; -360 + cycle * CYCLE_DAYS <= -1; cycle++) {
      const offset = -360 + cycle * CYCLE_DAYS;
      const uptake = cycle % 2 === 0;
      const ports = uptake ? route.discharge : route.load;
      const port = ports[Math.floor(cycle / 2) % ports.length]!;
      CYCLED.forEach((key, index) => {
        const capacity = TANKS.find((tank) => tank.key === key)!.capacity_m3;
        const volume = uptake ? whole(capacity * (0.75 + random() * 0.2)) : held[key]!;
        if (volume === 0) return;
        held[key] = uptake ? volume : 0;
        const hour = 6 + index * 2;
        add(offset, hour, {
          code: uptake ? 'A' : 'B',
          end_at: at(offset, hour + 2),
          port,
          tank_id: ids[key],
          volume_m3: volume,
          total_retained_m3: total(),
          treatment_method: 'bwms',
          d2_status: uptake ? 'compliant' : cycle % 6 === 1 && index === 0 ? 'pending_analysis' : 'compliant',
          ...(uptake
            ? { salinity_psu: Math.round(28 + random() * 7), temperature_c: Math.round(8 + random() * 18) }
            : {}),
        });
      });
    }
    // The BWMS failed at sea with ballast on board; the water was exchanged as the contingency measure
    // agreed with the next port state (F, then C), and the system was repaired.
    const [lat, lon] = route.sea;
    add(-251, 2, {
      code: 'F',
      end_at: at(-246, 14),
      latitude_start: lat,
      longitude_start: lon,
      circumstances:
        'UV reactor lamp driver failure, alarm at 02:10. Flag and next port state notified; contingency exchange per BWMP section 5. Driver replaced by maker, system tested and back in operation.',
    });
    add(-250, 8, {
      code: 'C',
      end_at: at(-250, 20),
      latitude_start: lat,
      longitude_start: lon,
      latitude_end: lat + 1.2,
      longitude_end: lon + 0.9,
      distance_from_land_nm: 310,
      min_depth_m: 4200,
      tank_id: ids.fp,
      treatment_method: 'exchange_sequential',
      volume_m3: 400,
      remarks: 'Fore peak tank emptied and refilled (sequential method), 95 % volumetric exchange.',
    });
    add(-180, 9, {
      code: 'G',
      end_at: at(-179, 16),
      port: route.load[0],
      tank_id: ids.ap,
      volume_m3: 2.5,
      circumstances:
        'Sediment removed during tank inspection and landed to the reception facility, receipt on board.',
    });
    add(-100, 10, {
      code: 'H',
      remarks: 'BWMS annual service by the maker’s technician; UV intensity sensors calibrated.',
    });
    shipEntries.sort((a, b) => String(a.start_at).localeCompare(String(b.start_at)));
    // An uptake recorded with a wrong volume, corrected by a new entry with its reason.
    const uptake = shipEntries.find(
      (entry) => entry.code === 'A' && Date.parse(String(entry.start_at)) < now - 200 * DAY_MS,
    );
    if (uptake) {
      const wrong = {
        ...uptake,
        id: uuidv7(),
        volume_m3: Number(uptake.volume_m3) + 100,
        total_retained_m3: Number(uptake.total_retained_m3) + 100,
      };
      shipEntries.splice(shipEntries.indexOf(uptake), 0, wrong);
      uptake.corrects_id = wrong.id;
      uptake.correction_reason =
        'Volume misread from the BWMS flow meter: the figure below is the meter reading.';
      uptake.created_at = new Date(Date.parse(String(uptake.start_at)) + DAY_MS).toISOString();
    }
    const head = signAndSeal(shipEntries, {
      prefix: 'BWRB',
      chain: BALLAST_RECORD_CHAIN,
      officer,
      master,
      now,
    });
    heads.push({ vesselId, group: 'BWRB', head });
    entries.push(...shipEntries);
  }
  await insertRows(tx, 'vessel_tanks', tanks);
  await insertBook(tx, BALLAST_RECORD_CHAIN, context.organizationId, entries, heads);
  await raiseCountersToRows(tx, context.organizationId, ballastRecordEntryEntity);
}
