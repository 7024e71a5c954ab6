// Emissions at sea: the chief engineer's browser, holding the vessel's records, passages and port calls
// from the sync, gives the reporting year's figures, ratings, EEXI and forecast exactly as the server's
// `GET /emissions/year` does, and a record written offline counts at once. The browser's real code
// (offline database, entity client, the screen's computation, the sync engine) on fake-indexeddb
// against the server built in-process.
// Before the web's code: Dexie takes the IndexedDB it finds when loaded.
import 'fake-indexeddb/auto';

import { emissionRecordEntity } from '@mars/domain';
import type { EmissionsYearAnswer } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EntityClient } from '../../../../web/src/data/entity-client';
import { localEmissionsYear } from '../../../../web/src/modules/environmental/emissions-local';
import type { Session, TestApp } from '../../test-support';
import { apiCall } from '../../test-support';
import type { Device } from '../../device-test-support';
import { deviceAtSea } from '../../device-test-support';

describe('emissions: the reporting year on the local database (pglite)', { timeout: 120_000 }, () => {
  let device: Device;
  let t: TestApp;
  let engineer: Session;
  let client: EntityClient;
  let vesselId: string;
  let year: number;

  beforeAll(async () => {
    device = await deviceAtSea('engineer@mars.demo', 'engineer');
    ({ t, session: engineer, client } = device);
    vesselId = device.vessels.aurora;
    year = t.clock.now().getUTCFullYear();
  });
  afterAll(() => device.close());

  async function serverYear(of: number): Promise<EmissionsYearAnswer> {
    const answer = await apiCall(
      t.app,
      'GET',
      `/api/v1/emissions/year?vessel_id=${vesselId}&year=${of}`,
      engineer,
    );
    expect(answer.statusCode).toBe(200);
    return answer.json();
  }

  it("gives this year's and last year's figures, ratings, EEXI and forecast as the server does", async () => {
    for (const of of [year, year - 1]) {
      const server = await serverYear(of);
      expect(server.co2_t).toBeGreaterThan(0);
      expect(await localEmissionsYear(client, vesselId, of, t.clock.now())).toEqual(server);
    }
    expect((await serverYear(year)).forecast).not.toBeNull();
  });

  it('counts a record written offline at once, before any sync', async () => {
    const before = await localEmissionsYear(client, vesselId, year, t.clock.now());
    const day = t.clock.now().toISOString().slice(0, 10);
    await client.upsert(emissionRecordEntity, uuidv7(), {
      vessel_id: vesselId,
      period_type: 'voyage',
      period_start: day,
      period_end: day,
      voyage_type: 'laden',
      fuel_type: 'MGO',
      fuel_consumed_t: 10,
      distance_nm: 300,
      hours_at_sea: 24,
    });
    const after = await localEmissionsYear(client, vesselId, year, t.clock.now());
    // 10 t of marine gas oil at its factor 3.206 (MEPC.364(79)).
    expect(after.co2_t).toBeCloseTo(before.co2_t + 32.06, 1);
    expect(after.distance_nm).toBeCloseTo(before.distance_nm + 300, 6);
  });
});
