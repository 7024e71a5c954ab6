import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session, TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Entry = { entity: string; title: string; action: string; changedFields: string[]; userName: string };

describe.each(TEST_DATABASES)('recent activity (%s)', (kind) => {
  let t: TestApp;
  let admin: Session;
  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = async (who: Session, url: string) => (await apiCall(t.app, 'GET', url, who)).json();

  async function renameCertificate(number: string, name: string) {
    const list = await get(admin, `/api/v1/certificates?certificate_number=${number}`);
    const row = list.rows[0];
    const response = await apiCall(t.app, 'PUT', `/api/v1/certificates/${row.id}`, admin, {
      ...row,
      certificate_name: name,
      remarks: 'Renewal survey booked',
    });
    expect(response.statusCode).toBe(200);
    return row as { id: string; vessel_id: string };
  }

  it('is alive on a fresh demo: the last two weeks of completed work and readings, newest first', async () => {
    const feed = await get(admin, '/api/v1/activity?limit=10');
    const rows = feed.rows as (Entry & { at: string })[];
    expect(rows.length).toBe(10);
    expect(rows.map((row) => row.entity)).toContain('workOrder');
    expect(rows.every((row) => row.title && row.userName)).toBe(true);
    const times = rows.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows who changed which certificate, with its title and the changed fields', async () => {
    await renameCertificate('SMC-LR-2021-0417', 'Safety Management Certificate (SMC)');
    const feed = await get(admin, '/api/v1/activity?limit=5');
    expect(feed.rows[0]).toMatchObject({
      entity: 'certificate',
      action: 'update',
      title: 'Safety Management Certificate (SMC)',
      userName: 'Henrik Sorensen',
      vesselName: 'Nordic Aurora',
      link: '/certificates?q=Safety%20Management%20Certificate%20(SMC)',
    });
    expect(feed.rows[0].changedFields).toEqual(expect.arrayContaining(['certificate_name', 'remarks']));
    expect(feed.rows[0].changedFields).not.toContain('version');
  });

  it('names a seafarer as the crew list does, the rank in the reader’s language', async () => {
    const list = await get(admin, '/api/v1/personnel?q=Santos');
    const santos = list.rows[0];
    const response = await apiCall(t.app, 'PUT', `/api/v1/personnel/${santos.id}`, admin, {
      ...santos,
      status: 'on_leave',
    });
    expect(response.statusCode, response.body).toBe(200);
    const german = await t.app.inject({
      method: 'GET',
      url: '/api/v1/activity?limit=1',
      headers: { cookie: admin.cookie, 'accept-language': 'de' },
    });
    expect(german.json().rows[0]).toMatchObject({
      entity: 'crewMember',
      title: 'Santos, Ricardo – Bootsmann',
      link: '/crew/personnel?q=Santos%20Ricardo',
    });
    expect((await get(admin, '/api/v1/activity?limit=1')).rows[0].title).toBe('Santos, Ricardo – Bosun');
  });

  it('keeps the feed to the organization and to the user’s vessels', async () => {
    const baltic = await renameCertificate('CLS-DNV-2023-5521', 'Class Certificate');
    await renameCertificate('SMC-LR-2021-0417', 'SMC');
    const other = await signedIn(t.app, 'admin@other.demo');
    const foreign = await get(other, '/api/v1/activity');
    expect(foreign.rows.filter((row: Entry) => row.entity === 'certificate')).toEqual([]);

    const master = await signedIn(t.app, 'master@mars.demo');
    const onBoard = (await get(master, '/api/v1/activity')).rows as Entry[];
    expect(onBoard.map((row) => row.title)).toContain('SMC');
    expect(onBoard.map((row) => row.title)).not.toContain('Class Certificate');

    const oneShip = (await get(admin, `/api/v1/activity?vessel_id=${baltic.vessel_id}`)).rows as Entry[];
    expect(oneShip.filter((row) => row.entity === 'certificate').map((row) => row.title)).toEqual([
      'Class Certificate',
    ]);
  });
});
