// An answer remembered until the organization's data changes is never one that predates a write the
// reader could know of: any write of the organization, in whatever order transactions commit, makes
// the next reader compute it again; another organization's writes do not.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../test-support';
import { unchangedReads } from './unchanged-reads';

describe.each(TEST_DATABASES)('answers remembered until the data changes (%s)', (kind) => {
  let t: TestApp;
  let mars: { organizationId: string; vesselId: string };
  let other: { organizationId: string; vesselId: string };
  beforeEach(async () => {
    t = await createTestApp(kind);
    const { rows } = await t.db.query<{ id: string; organization_id: string; name: string }>(
      `SELECT id, organization_id, name FROM vessels WHERE name IN ('Nordic Aurora', 'Southern Cross')`,
    );
    const vessel = (name: string) => rows.find((row) => row.name === name)!;
    mars = { organizationId: vessel('Nordic Aurora').organization_id, vesselId: vessel('Nordic Aurora').id };
    other = {
      organizationId: vessel('Southern Cross').organization_id,
      vesselId: vessel('Southern Cross').id,
    };
  });
  afterEach(async () => {
    await t.close();
  });

  const addWorkOrder = (owner: { organizationId: string; vesselId: string }) =>
    t.db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status)
       VALUES ($1, $2, $3, 'Overhaul', 'Overhaul of the purifier', '2026-12-01', 'open')`,
      [uuidv7(), owner.organizationId, owner.vesselId],
    );

  /** The fleet's open work orders on the demo admin's dashboard, read anew at each call. */
  const dashboardOpenWorkOrders = async () => {
    const { cookie } = await signedIn(t.app, 'admin@mars.demo');
    return async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { cookie } })).json().figures
        .workOrders.open as number;
  };

  it('computes once while nothing changes, again after a write of the organization only', async () => {
    const reads = unchangedReads<number>(10);
    let computed = 0;
    const read = () =>
      reads.read(t.db, mars.organizationId, 'figures', async () => {
        computed += 1;
        return computed;
      });
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(1);
    await addWorkOrder(other);
    expect(await read()).toBe(1);
    await addWorkOrder(mars);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
    await t.db.query(`UPDATE work_orders SET deleted_at = now() WHERE organization_id = $1`, [
      mars.organizationId,
    ]);
    expect(await read()).toBe(3);
  });

  it('keeps no failed computation and no answer of another key or database', async () => {
    const reads = unchangedReads<string>(10);
    await expect(
      reads.read(t.db, mars.organizationId, 'a', () => Promise.reject(new Error('the database went away'))),
    ).rejects.toThrow('the database went away');
    expect(await reads.read(t.db, mars.organizationId, 'a', async () => 'computed')).toBe('computed');
    expect(await reads.read(t.db, mars.organizationId, 'b', async () => 'of b')).toBe('of b');
    expect(await reads.read(t.db, other.organizationId, 'a', async () => 'of the other')).toBe(
      'of the other',
    );
    const second = await createTestApp(kind);
    try {
      expect(await reads.read(second.db, mars.organizationId, 'a', async () => 'of the second')).toBe(
        'of the second',
      );
    } finally {
      await second.close();
    }
    expect(await reads.read(t.db, mars.organizationId, 'a', async () => 'again')).toBe('computed');
  });

  it('shows a work order on the dashboard as soon as it is written, after the dashboard was read', async () => {
    const openWorkOrders = await dashboardOpenWorkOrders();
    const before = await openWorkOrders();
    expect(await openWorkOrders()).toBe(before);
    await addWorkOrder(mars);
    expect(await openWorkOrders()).toBe(before + 1);
  });

  // PGlite has one connection: no second transaction can be in flight beside the dashboard's reads.
  if (kind === 'postgres')
    it('sees a write whose transaction began before the answer was computed and committed after', async () => {
      const openWorkOrders = await dashboardOpenWorkOrders();
      const before = await openWorkOrders();
      await t.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status)
           VALUES ($1, $2, $3, 'Overhaul', 'Overhaul of the purifier', '2026-12-01', 'open')`,
          [uuidv7(), mars.organizationId, mars.vesselId],
        );
        // A later transaction commits first: its line has a higher sequence than the one in flight.
        await addWorkOrder(mars);
        expect(await openWorkOrders()).toBe(before + 1);
      });
      expect(await openWorkOrders()).toBe(before + 2);
    });
});
