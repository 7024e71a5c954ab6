// One read model: on the same rows, the dashboard's figures and upcoming tasks, the notifications, the
// maintenance overview and the lists' stat cards and filters count the same certificates, work orders
// and crew certificates, and each equals what the entity definitions' declarations say in TypeScript.
import type { EntityDefinition } from '@mars/domain';
import {
  certificateEntity,
  computedValue,
  crewCertificateEntity,
  rowMeets,
  shiftDate,
  statWhere,
  workOrderEntity,
} from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from './test-support';
import { createTestApp, signedIn, TEST_DATABASES } from './test-support';

type Row = Record<string, unknown> & { id: string };

const CERTIFICATE_STATUSES = [
  'valid',
  'expiring_soon',
  'expired',
  'renewal_in_progress',
  'suspended',
  'cancelled',
];
const WORK_ORDER_STATUSES = ['pending', 'open', 'in_progress', 'completed', 'cancelled'];
/** Days from today around every edge of the declarations: expiry day, 30, 60 and 90 days. */
const OFFSETS = [-40, -1, 0, 1, 29, 30, 31, 60, 61, 90, 91, 400];

describe.each(TEST_DATABASES)('one read model (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let organizationId: string;
  let vesselId: string;
  let today: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    today = t.clock.now().toISOString().slice(0, 10);
    // Other Shipping's one ship starts empty: every row below is the fixture's.
    cookie = (await signedIn(t.app, 'admin@other.demo')).cookie;
    const vessel = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Southern Cross'`,
    );
    vesselId = vessel.rows[0]!.id;
    organizationId = vessel.rows[0]!.organization_id;
    await seedFixture();
  });
  afterEach(async () => {
    await t.close();
  });

  async function seedFixture() {
    const day = (offset: number) => shiftDate(today, offset);
    let n = 0;
    for (const status of CERTIFICATE_STATUSES) {
      for (const offset of OFFSETS) {
        n += 1;
        // Every fourth one is not valid yet (issued in a week), the rest issued long ago.
        const issued = n % 4 === 0 ? day(7) : day(-800);
        const expires = n % 4 === 0 ? day(Math.max(offset, 8)) : day(offset);
        await t.db.query(
          `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number,
                                     certificate_name, issue_date, expiry_date, issuing_authority, status)
           VALUES ($1, $2, $3, 'statutory', $4, $5, $6, $7, 'Panama Maritime Authority', $8)`,
          [uuidv7(), organizationId, vesselId, `C-${n}`, `Certificate ${n}`, issued, expires, status],
        );
      }
    }
    for (const status of WORK_ORDER_STATUSES) {
      for (const offset of OFFSETS) {
        n += 1;
        await t.db.query(
          `INSERT INTO work_orders (id, organization_id, vessel_id, work_order_number, title, description,
                                    due_date, status, completed_date)
           VALUES ($1, $2, $3, $4, $5, 'Work', $6, $7, $8)`,
          [
            uuidv7(),
            organizationId,
            vesselId,
            `WO-${n}`,
            `Work order ${n}`,
            day(offset),
            status,
            status === 'completed' ? day(Math.min(offset, 0) - 5) : null,
          ],
        );
      }
    }
    // A serving seafarer, and one who left (deleted): their certificates count everywhere alike.
    for (const [index, deleted] of [false, true].entries()) {
      const seafarer = uuidv7();
      await t.db.query(
        `INSERT INTO personnel (id, organization_id, vessel_id, first_name, last_name, rank, date_of_birth,
                                nationality, passport_number, seamans_book_number, status, deleted_at)
         VALUES ($1, $2, $3, 'Ana', $4, 'able_seaman', '1990-01-01', 'PH', 'P1', 'S1', 'on_board', $5)`,
        [seafarer, organizationId, vesselId, `Santos ${index}`, deleted ? t.clock.now().toISOString() : null],
      );
      for (const offset of OFFSETS) {
        n += 1;
        await t.db.query(
          `INSERT INTO crew_certificates (id, organization_id, vessel_id, crew_member_id, certificate_type,
                                          certificate_number, issuing_authority, issue_date, expiry_date)
           VALUES ($1, $2, $3, $4, 'medical_fitness', $5, 'Panama', $6, $7)`,
          [uuidv7(), organizationId, vesselId, seafarer, `MED-${n}`, day(-800), day(offset)],
        );
      }
    }
  }

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie } });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  /** The stored rows, and per stat the rows the declaration puts in it (evaluated in TypeScript). */
  async function declared(entity: EntityDefinition) {
    const { rows } = await t.db.query<Row>(
      `SELECT * FROM ${entity.table} WHERE vessel_id = $1 AND deleted_at IS NULL`,
      [vesselId],
    );
    const members = (key: string) =>
      rows
        .filter((row) => rowMeets(entity, statWhere(entity, key as never), row, today))
        .map((row) => row.id);
    const stats = Object.fromEntries(
      (entity.stats ?? []).map((stat) => [stat.key, members(stat.key).length]),
    );
    return { rows, members, stats };
  }

  it('counts the same rows in the lists, the dashboard, the notifications and the overview', async () => {
    const certificates = await declared(certificateEntity);
    const workOrders = await declared(workOrderEntity);
    const crewCertificates = await declared(crewCertificateEntity);
    // The fixture reaches every set, and a withdrawn certificate is in none of those that alarm.
    for (const stats of [certificates.stats, workOrders.stats, crewCertificates.stats]) {
      for (const [key, count] of Object.entries(stats))
        expect({ key, count: count > 0 }).toEqual({ key, count: true });
    }
    const withdrawn = new Set(
      certificates.rows
        .filter((row) => ['suspended', 'cancelled'].includes(String(row.status)))
        .map((row) => row.id),
    );
    for (const key of ['valid', 'expiring30', 'expired']) {
      expect(certificates.members(key).filter((id) => withdrawn.has(id))).toEqual([]);
    }

    // The lists: stat cards and filters on the computed columns, and each row's computed value as declared.
    const scope = `vessel_id=${vesselId}`;
    expect((await get(`certificates/stats?${scope}`)).stats).toEqual(certificates.stats);
    expect((await get(`work-orders/stats?${scope}`)).stats).toEqual(workOrders.stats);
    expect((await get(`crew-certificates/stats?${scope}`)).stats).toEqual(crewCertificates.stats);
    expect((await get(`certificates?${scope}&current_status=expired&limit=1`)).total).toBe(
      certificates.stats.expired,
    );
    expect((await get(`work-orders?${scope}&is_overdue=true&limit=1`)).total).toBe(workOrders.stats.overdue);
    for (const [resource, entity] of [
      ['certificates', certificateEntity],
      ['work-orders', workOrderEntity],
      ['crew-certificates', crewCertificateEntity],
    ] as const) {
      const listed = (await get(`${resource}?${scope}&limit=500`)).rows as Row[];
      for (const row of listed) {
        for (const [name, column] of Object.entries(entity.computed)) {
          expect({ resource, name, row: row.id, value: row[name] }).toEqual({
            resource,
            name,
            row: row.id,
            value: computedValue(column, row, today),
          });
        }
      }
    }

    // The dashboard of the ship and of the fleet (Other Shipping has this one ship).
    const figures = {
      certificates: {
        valid: certificates.stats.valid,
        expiring: certificates.stats.expiring30,
        expired: certificates.stats.expired,
      },
      workOrders: {
        open: workOrders.stats.open! + workOrders.stats.inProgress!,
        overdue: workOrders.stats.overdue,
        dueSoon: workOrders.stats.dueSoon,
      },
      crew: {
        onBoard: 1,
        certificatesExpiring: crewCertificates.stats.expiringSoon! + crewCertificates.stats.expired!,
      },
    };
    const ship = await get(`dashboard?${scope}`);
    expect(ship.figures).toMatchObject(figures);
    expect((await get('dashboard')).figures).toMatchObject(figures);

    // The notifications: exactly the rows of those stats, each with its type.
    const notices = (await get('notifications')).rows as { id: string; type: string }[];
    const byType = (type: string) =>
      notices
        .filter((notice) => notice.type === type)
        .map((notice) => notice.id.split(':')[1])
        .sort();
    const sorted = (ids: string[]) => [...ids].sort();
    expect(byType('certificate_expiring')).toEqual(sorted(certificates.members('expiring30')));
    expect(byType('certificate_expired')).toEqual(sorted(certificates.members('expired')));
    expect(byType('work_order_overdue')).toEqual(sorted(workOrders.members('overdue')));
    expect(byType('crew_certificate_expiring')).toEqual(sorted(crewCertificates.members('expiringSoon')));
    expect(byType('crew_certificate_expired')).toEqual(sorted(crewCertificates.members('expired')));
    expect(notices).toHaveLength(
      certificates.stats.expiring30! +
        certificates.stats.expired! +
        workOrders.stats.overdue! +
        crewCertificates.stats.expiringSoon! +
        crewCertificates.stats.expired!,
    );

    // The maintenance overview counts the work orders' stats.
    const overview = await get(`maintenance/overview?${scope}`);
    expect({
      open: overview.open,
      inProgress: overview.inProgress,
      overdue: overview.overdue,
      dueSoon: overview.dueSoon,
      completedLast30Days: overview.completedLast30Days,
    }).toEqual({
      open: workOrders.stats.open,
      inProgress: workOrders.stats.inProgress,
      overdue: workOrders.stats.overdue,
      dueSoon: workOrders.stats.dueSoon,
      completedLast30Days: workOrders.stats.completedLast30Days,
    });
    expect(
      (overview.overdueWorkOrders as Row[]).every((row) => workOrders.members('overdue').includes(row.id)),
    ).toBe(true);
    expect(
      (overview.dueSoonWorkOrders as Row[]).every((row) => workOrders.members('dueSoon').includes(row.id)),
    ).toBe(true);

    // The upcoming tasks: the soonest 25 of those same rows, by date (then title).
    const dated = (
      declaration: Awaited<ReturnType<typeof declared>>,
      keys: string[],
      date: string,
    ): { id: string; date: string }[] =>
      keys.flatMap((key) =>
        declaration.members(key).map((id) => ({
          id,
          date: String(declaration.rows.find((row) => row.id === id)![date]),
        })),
      );
    const due = [
      ...dated(certificates, ['expired', 'expiring30'], 'expiry_date'),
      ...dated(workOrders, ['overdue', 'dueSoon'], 'due_date'),
      ...dated(crewCertificates, ['expired', 'expiringSoon'], 'expiry_date'),
    ];
    const upcoming = ship.upcoming as { id: string; date: string }[];
    expect(upcoming).toHaveLength(25);
    const lastDate = upcoming[upcoming.length - 1]!.date;
    const ids = (tasks: { id: string; date: string }[], on: (date: string) => boolean) =>
      sorted(tasks.filter((task) => on(task.date)).map((task) => task.id));
    // Every task due before the last day shown is shown; on that day, only tasks due then.
    expect(ids(upcoming, (date) => date < lastDate)).toEqual(ids(due, (date) => date < lastDate));
    expect(ids(due, (date) => date === lastDate)).toEqual(
      expect.arrayContaining(ids(upcoming, (date) => date === lastDate)),
    );
  });
});
