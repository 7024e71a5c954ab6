// Demo garbage record book: a year of both demo ships' garbage (MARPOL Annex V). Every week comminuted
// food waste discharged at sea far from land, en route; every month domestic waste incinerated; every
// port call plastics, domestic and operational waste and e-waste landed to a reception facility with
// the receipt number; on the bulk carrier (Part II) cargo residues (non-HME) discharged at sea and HME
// residues landed; one accidental loss. The Annex V check of each entry is the server's own
// (checkGarbageEntry on the bundled coastline), so the stored distances and outcomes are real. Older
// entries are signed by the officer and certified by the Master, sealed in the vessel's chain of the
// part in that order; the last month's wait for the Master, the last week's are drafts.
import type { ChainHead } from '@mars/domain';
import {
  GARBAGE_RECORD_CHAIN,
  checkGarbageEntry,
  formatEntityNumber,
  garbageRecordEntryEntity,
  grbPartsKept,
  loadCoastline,
  partOfCategory,
} from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import { PLANS, insertRows, randomSource, stepByAge } from './oil-record.seed';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;
const WEEKS = 52;

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function seedGarbageRecordBook(tx: Queryable, context: DemoContext): Promise<void> {
  const officer = context.userIdsByEmail['officer@mars.demo'] ?? null;
  const master = context.userIdsByEmail['master@mars.demo'] ?? null;
  const now = context.today.getTime();
  const coastline = await loadCoastline();
  const { rows: vessels } = await tx.query<{ id: string; vessel_type: string; gross_tonnage: string | null }>(
    `SELECT id, vessel_type, gross_tonnage FROM vessels WHERE id = ANY($1::uuid[])`,
    [context.vesselIds],
  );
  const entries: Row[] = [];
  const heads: Row[] = [];
  const checks = new Map<string, ReturnType<typeof checkGarbageEntry>>();
  for (const [shipIndex, vesselId] of context.vesselIds.entries()) {
    const plan = PLANS[shipIndex % PLANS.length]!;
    const vessel = vessels.find((row) => row.id === vesselId);
    const parts = vessel
      ? grbPartsKept({
          vessel_type: vessel.vessel_type,
          gross_tonnage: vessel.gross_tonnage === null ? null : Number(vessel.gross_tonnage),
        })
      : ['I'];
    const random = randomSource(4242 + shipIndex);
    const shipEntries: Row[] = [];
    const add = (daysAgo: number, values: Row) => {
      const occurred = new Date(now - daysAgo * DAY_MS);
      occurred.setUTCHours(8 + Math.floor(random() * 10), Math.floor(random() * 4) * 15, 0, 0);
      // The same few positions all year: each measured once.
      const input = {
        category: String(values.category),
        method: String(values.method),
        latitude: (values.latitude as number | undefined) ?? null,
        longitude: (values.longitude as number | undefined) ?? null,
        en_route: values.en_route as boolean | undefined,
        comminuted: values.comminuted as boolean | undefined,
      };
      const key = JSON.stringify(input);
      const check = checks.get(key) ?? checkGarbageEntry(input, coastline);
      checks.set(key, check);
      const created = new Date(occurred.getTime() + 2 * 3_600_000).toISOString();
      shipEntries.push({
        id: uuidv7(),
        organization_id: context.organizationId,
        vessel_id: vesselId,
        part: partOfCategory(String(values.category)),
        occurred_at: occurred.toISOString(),
        ...values,
        distance_from_land_nm: check.distance_from_land_nm,
        special_area: check.special_area,
        annex_v_check: check.check,
        annex_v_rule: check.rule_code,
        created_at: created,
        updated_at: created,
        created_by: officer,
        updated_by: officer,
      });
    };
    for (let week = WEEKS; week >= 0; week--) {
      const [latitude, longitude] = plan.sea[week % plan.sea.length]!;
      const atSea = { latitude, longitude, en_route: true };
      add(week * 7 + 1, {
        category: 'B',
        method: 'sea',
        amount_m3: round2(0.3 + random() * 0.4),
        comminuted: true,
        ...atSea,
        remarks: 'Food waste comminuted, discharged en route.',
      });
      if (week % 4 === 2) {
        add(week * 7 + 3, {
          category: 'C',
          method: 'incineration',
          amount_m3: round2(0.5 + random()),
          ...atSea,
          remarks: 'Paper and cardboard incinerated (IMO type-approved incinerator).',
        });
      }
      if (week % 3 === 0) {
        const port = plan.ports[(week / 3) % plan.ports.length]!;
        const receipt = `PRF-${port.slice(0, 3).toUpperCase()}-${1000 + week}`;
        for (const [category, amount] of [
          ['A', 1.2 + random()],
          ['C', 2 + random() * 2],
          ['F', 0.5 + random()],
          ...(week % 12 === 0 ? [['I', 0.1 + random() * 0.2] as const] : []),
        ] as const) {
          add(week * 7 + 5, {
            category,
            method: 'reception_facility',
            amount_m3: round2(amount),
            port,
            facility: `${port} port reception facility`,
            receipt_number: receipt,
            remarks: 'Landed ashore; receipt on board.',
          });
        }
      }
      if (parts.includes('II') && week % 6 === 1) {
        add(week * 7 + 2, {
          category: 'J',
          method: 'sea',
          amount_m3: round2(3 + random() * 4),
          ...atSea,
          remarks: 'Cargo residues (non-HME, not recoverable) after hold cleaning, en route.',
        });
      }
      if (parts.includes('II') && week % 13 === 4) {
        add(week * 7 + 5, {
          category: 'K',
          method: 'reception_facility',
          amount_m3: round2(1 + random()),
          port: plan.ports[0],
          facility: `${plan.ports[0]} port reception facility`,
          receipt_number: `PRF-HME-${2000 + week}`,
          remarks: 'HME cargo residues landed ashore.',
        });
      }
    }
    const [lossLat, lossLon] = plan.sea[1]!;
    add(160, {
      category: 'F',
      method: 'accidental_loss',
      amount_m3: 0.4,
      latitude: lossLat,
      longitude: lossLon,
      en_route: true,
      remarks:
        'Two dunnage pallets washed overboard from the forecastle in heavy weather; lashings renewed and checked daily since.',
    });
    shipEntries.sort((a, b) => String(a.occurred_at).localeCompare(String(b.occurred_at)));

    // Numbers per part and year in the order of the book; signatures and certification by age.
    const counters = new Map<string, number>();
    const chainHeads = new Map<string, ChainHead>();
    for (const entry of shipEntries) {
      const part = String(entry.part);
      const year = Number(String(entry.occurred_at).slice(0, 4));
      const sequence = (counters.get(`${part}-${year}`) ?? 0) + 1;
      counters.set(`${part}-${year}`, sequence);
      entry.entry_number = formatEntityNumber(part === 'II' ? 'GRBII' : 'GRBI', year, sequence);
      const age = (now - Date.parse(String(entry.occurred_at))) / DAY_MS;
      const head = chainHeads.get(part) ?? { lastPosition: 0, lastHash: null };
      chainHeads.set(part, stepByAge(entry, age, { writer: officer, master }, GARBAGE_RECORD_CHAIN, head));
    }
    for (const [part, head] of chainHeads) {
      if (head.lastPosition === 0) continue;
      heads.push({
        organization_id: context.organizationId,
        vessel_id: vesselId,
        part,
        last_position: head.lastPosition,
        last_hash: head.lastHash ?? '',
      });
    }
    entries.push(...shipEntries);
  }
  await insertRows(tx, 'garbage_record_entries', entries);
  await insertRows(tx, 'garbage_record_chain_heads', heads);
  await raiseCountersToRows(tx, context.organizationId, garbageRecordEntryEntity);
}
