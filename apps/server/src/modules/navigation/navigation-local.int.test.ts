// Navigation at sea: the officer's browser, holding the vessel's positions, passages and port calls
// from the sync, answers the last positions, the position reports of the day (with the latest position
// as the deck log carries it) and the tracks for the map exactly as the server's routes do, and a
// position written offline counts at once. The browser's real code (offline database, entity client,
// the panels' computation, the sync engine) on fake-indexeddb against the server built in-process
// (device-test-support.ts).
// Before the web's code: Dexie takes the IndexedDB it finds when loaded.
import 'fake-indexeddb/auto';

import { navigationPositionEntity, passageEntity, TRACK_DAYS } from '@mars/domain';
import type { PositionReportsAnswer } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EntityClient } from '../../../../web/src/data/entity-client';
import {
  localLastPositions,
  localPassageTrack,
  localPositionReports,
  localVesselTrack,
} from '../../../../web/src/modules/navigation/navigation-local';
import type { Session, TestApp } from '../../test-support';
import { apiCall } from '../../test-support';
import type { Device } from '../../device-test-support';
import { deviceAtSea } from '../../device-test-support';

describe('navigation: the position reports on the local database (pglite)', { timeout: 120_000 }, () => {
  let device: Device;
  let t: TestApp;
  let officer: Session;
  let client: EntityClient;
  let vesselId: string;

  beforeAll(async () => {
    device = await deviceAtSea('officer@mars.demo', 'officer');
    ({ t, session: officer, client } = device);
    vesselId = device.vessels.aurora;
  });
  afterAll(() => device.close());

  const server = async (path: string) => {
    const answer = await apiCall(t.app, 'GET', path, officer);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  it('answers the last positions and the reports of the day as the server does', async () => {
    const last = await server('/api/v1/navigation/last-positions');
    expect(last.rows.length).toBeGreaterThan(0);
    expect(await localLastPositions(client, undefined)).toEqual(last);
    expect(await localLastPositions(client, vesselId)).toEqual(
      await server(`/api/v1/navigation/last-positions?vessel_id=${vesselId}`),
    );
    const reports: PositionReportsAnswer = await server(
      `/api/v1/navigation/position-reports?vessel_id=${vesselId}`,
    );
    expect(reports.latest).not.toBeNull();
    expect(await localPositionReports(client, vesselId, t.clock.now())).toEqual(reports);
  });

  it("draws the vessel's and each passage's track as the server does", async () => {
    const now = t.clock.now();
    for (const days of TRACK_DAYS) {
      const track = await server(`/api/v1/navigation/track?vessel_id=${vesselId}&days=${days}`);
      expect(track.track.length).toBeGreaterThan(0);
      expect(await localVesselTrack(client, vesselId, days, now)).toEqual(track);
    }
    const passages = await client.list<{ id: string; departed_at: string | null }>(passageEntity, {
      vessel_id: vesselId,
      limit: 50,
    });
    expect(passages.rows.some((passage) => passage.departed_at)).toBe(true);
    for (const passage of passages.rows) {
      expect(await localPassageTrack(client, passage.id, now)).toEqual(
        await server(`/api/v1/navigation/passages/${passage.id}/track`),
      );
    }
  });

  it('counts a position written offline at once, before any sync', async () => {
    const now = t.clock.now();
    await client.upsert(navigationPositionEntity, uuidv7(), {
      vessel_id: vesselId,
      recorded_at: now.toISOString(),
      latitude: 54.1,
      longitude: 7.9,
      course: 275,
      speed: 12.5,
      status: 'underway',
      source: 'manual',
    });
    const last = await localLastPositions(client, vesselId);
    expect(last.rows[0]).toMatchObject({ latitude: 54.1, longitude: 7.9, course: 275, speed: 12.5 });
    const reports = await localPositionReports(client, vesselId, now);
    expect(reports.latest?.deck_log.data).toMatchObject({ latitude: 54.1, longitude: 7.9, course: 275 });
  });
});
