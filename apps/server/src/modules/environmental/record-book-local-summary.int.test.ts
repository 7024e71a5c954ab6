// The record books' summaries at sea: the Master's browser, holding the vessel's rows from the sync,
// derives the oil record book's retained on board of each tank and its warnings, and the ballast water
// record book's tanks, warnings, readiness for port state control and requirements, exactly as the
// server's summary routes do; an entry written offline counts at once, and a sealed entry changed on
// the device shows as a broken chain. The browser's real code (offline database, entity
// client, the panel's computation, the sync engine) on fake-indexeddb against the server built
// in-process.
// Before the web's code: Dexie takes the IndexedDB it finds when loaded.
import 'fake-indexeddb/auto';

import { ballastRecordEntryEntity, oilRecordEntryEntity } from '@mars/domain';
import type { BallastSummary, OilRecordSummary } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EntityClient } from '../../../../web/src/data/entity-client';
import {
  localBallastSummary,
  localOilRecordSummary,
} from '../../../../web/src/modules/environmental/record-book-local-summary';
import { localDatabase } from '../../../../web/src/offline/local-client';
import { localTableOf } from '../../../../web/src/offline/local-schema';
import type { Session, TestApp } from '../../test-support';
import { apiCall } from '../../test-support';
import type { Device } from '../../device-test-support';
import { deviceAtSea } from '../../device-test-support';

describe('record books: the summaries on the local database (pglite)', { timeout: 120_000 }, () => {
  let device: Device;
  let t: TestApp;
  let engineer: Session;
  let client: EntityClient;
  let vesselId: string;

  beforeAll(async () => {
    device = await deviceAtSea('engineer@mars.demo', 'engineer');
    ({ t, session: engineer, client } = device);
    vesselId = device.vessels.aurora;
  });
  afterAll(() => device.close());

  async function serverSummary(): Promise<OilRecordSummary> {
    const answer = await apiCall(
      t.app,
      'GET',
      `/api/v1/oil-record-book/summary?vessel_id=${vesselId}`,
      engineer,
    );
    expect(answer.statusCode).toBe(200);
    return answer.json();
  }

  it('derives the same retained on board and warnings from the rows the browser holds', async () => {
    const server = await serverSummary();
    expect(server.tanks.length).toBeGreaterThan(3);
    expect(server.tanks.some((tank) => tank.rob_m3 > 0)).toBe(true);
    expect(await localOilRecordSummary(client, vesselId)).toEqual(server);
  });

  it('counts an entry written offline at once, before any sync', async () => {
    const before = await localOilRecordSummary(client, vesselId);
    const bilge = before.tanks.find((tank) => tank.tank_type === 'bilge_water_holding')!;
    // D 15.3: 0.5 m3 of bilge water collected from the engine-room wells into the holding tank.
    const day = t.clock.now().toISOString().slice(0, 10);
    await client.upsert(oilRecordEntryEntity, uuidv7(), {
      vessel_id: vesselId,
      part: 'I',
      code: 'I-D',
      item: '15.3',
      operation_date: day,
      start_at: `${day}T06:00:00.000Z`,
      end_at: `${day}T06:30:00.000Z`,
      tank_to_id: bilge.tank_id,
      quantity_m3: 0.5,
    });
    const after = await localOilRecordSummary(client, vesselId);
    const rob = (summary: OilRecordSummary) =>
      summary.tanks.find((tank) => tank.tank_id === bilge.tank_id)!.rob_m3;
    expect(rob(after)).toBeCloseTo(rob(before) + 0.5, 6);
  });
  async function serverBallast(): Promise<BallastSummary> {
    const answer = await apiCall(
      t.app,
      'GET',
      `/api/v1/ballast-record-book/summary?vessel_id=${vesselId}`,
      engineer,
    );
    expect(answer.statusCode).toBe(200);
    return answer.json();
  }

  it("derives the ballast water record book's tanks, readiness and requirements as the server does", async () => {
    const server = await serverBallast();
    expect(server.tanks.length).toBeGreaterThan(3);
    expect(server.readiness.checks.find((check) => check.check === 'not_certified')!.count).toBeGreaterThan(
      0,
    );
    expect(server.readiness.checks.find((check) => check.check === 'chain_broken')!.count).toBe(0);
    expect(await localBallastSummary(client, vesselId, t.clock.now())).toEqual(server);
  });

  it('shows a sealed ballast entry changed on the device as a broken chain', async () => {
    const table = localDatabase().table(localTableOf(ballastRecordEntryEntity));
    const sealed = (await table.toArray()).find(
      (row) => row.vesselId === vesselId && typeof row.contentHash === 'string',
    )!;
    expect(sealed).toBeDefined();
    await table.put({ ...sealed, volumeM3: Number(sealed.volumeM3 ?? 0) + 100 });
    const summary = await localBallastSummary(client, vesselId, t.clock.now());
    expect(summary.readiness.checks.find((check) => check.check === 'chain_broken')!.count).toBe(1);
    expect(summary.readiness.ready).toBe(false);
    await table.put(sealed);
    const restored = await localBallastSummary(client, vesselId, t.clock.now());
    expect(restored.readiness.checks.find((check) => check.check === 'chain_broken')!.count).toBe(0);
  });
});
