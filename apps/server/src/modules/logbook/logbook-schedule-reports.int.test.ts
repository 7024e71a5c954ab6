import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';

import { signedIn, TEST_DATABASES } from '../../test-support';
import { useLogbookApp } from './logbook.fixtures';

describe.each(TEST_DATABASES)('logbook watches, reports, summary (%s)', (kind) => {
  const kit = useLogbookApp(kind);
  const { request, deckEntry, create, step, approved } = kit;

  it('refuses overlapping watch periods and lays out the standard patterns', async () => {
    const { t, officer, aurora, keeperId } = kit.state;
    const period = (overrides: Record<string, unknown> = {}) => ({
      vessel_id: aurora,
      name: 'Morning watch',
      watch_type: 'deck',
      start_time: '08:00',
      end_time: '12:00',
      officer_id: keeperId,
      effective_from: '2026-12-01',
      ...overrides,
    });
    const put = (body: Record<string, unknown>, id = uuidv7()) =>
      request('PUT', `/api/v1/watch-periods/${id}`, officer, body);
    // The seeded 4-on-8-off schedule covers the whole day.
    const overSeeded = await put(period());
    expect(overSeeded.statusCode).toBe(409);
    expect(overSeeded.json().error.code).toBe('watch_overlap');
    expect(overSeeded.json().error.details.conflicts).toEqual([
      expect.objectContaining({ name: '08:00-12:00', start_time: '08:00', end_time: '12:00' }),
    ]);
    await t.db.query(`UPDATE logbook_watch_periods SET is_active = false WHERE vessel_id = $1`, [aurora]);

    const morning = await put(period());
    expect(morning.statusCode).toBe(201);
    const overlapping = await put(period({ name: 'Late morning', start_time: '10:00', end_time: '14:00' }));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.details.conflicts).toEqual([
      { id: morning.json().id, name: 'Morning watch', start_time: '08:00', end_time: '12:00' },
    ]);
    expect(
      (await put(period({ name: 'Afternoon', start_time: '12:00', end_time: '16:00' }))).statusCode,
    ).toBe(201);
    expect((await put(period({ name: 'Early', start_time: '04:00', end_time: '08:00' }))).statusCode).toBe(
      201,
    );
    const night = await put(period({ name: 'Night', start_time: '22:00', end_time: '05:00' }));
    expect(night.statusCode).toBe(409);
    expect((await put(period({ name: 'Engine', watch_type: 'engine' }))).statusCode).toBe(201);
    expect((await put(period({ name: 'Spare', is_active: false }))).statusCode).toBe(201);
    expect(
      (await put(period({ name: 'Old', effective_from: '2026-01-01', effective_to: '2026-11-30' })))
        .statusCode,
    ).toBe(201);
    // Moving a period onto another is refused as well.
    const moved = await put(
      { ...period({ start_time: '11:00', end_time: '13:00' }), version: 1 },
      morning.json().id,
    );
    expect(moved.statusCode).toBe(409);

    await t.db.query(`UPDATE logbook_watch_periods SET is_active = false WHERE vessel_id = $1`, [aurora]);
    const officers = (
      await t.db.query<{ id: string }>(
        `SELECT id FROM personnel WHERE vessel_id = $1 ORDER BY employee_number LIMIT 3`,
        [aurora],
      )
    ).rows.map((row) => row.id);
    const apply = (body: Record<string, unknown>) =>
      request('POST', '/api/v1/watch-periods/apply-pattern', officer, {
        vessel_id: aurora,
        watch_type: 'deck',
        pattern: '4-on-8-off',
        effective_from: '2026-12-01',
        officer_ids: officers,
        ...body,
      });
    const deck = await apply({});
    expect(deck.statusCode).toBe(201);
    const rows = deck.json().rows as { name: string; officer_id: string }[];
    expect(rows.map((row) => row.name)).toEqual([
      '00:00-04:00',
      '04:00-08:00',
      '08:00-12:00',
      '12:00-16:00',
      '16:00-20:00',
      '20:00-24:00',
    ]);
    expect(rows.map((row) => row.officer_id)).toEqual([...officers, ...officers]);
    const again = await apply({});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.conflicts).toHaveLength(6);
    const engine = await apply({
      watch_type: 'engine',
      pattern: '6-on-6-off',
      officer_ids: officers.slice(0, 2),
    });
    expect(engine.statusCode).toBe(201);
    expect(engine.json().rows).toHaveLength(4);
    expect((await apply({ watch_type: 'engine', pattern: '6-on-6-off' })).statusCode).toBe(400);
  });

  it('reports a day or a range as CSV and PDF with the verification', async () => {
    const { t, officer, aurora } = kit.state;
    const entry = await approved(deckEntry({ title: '=HYPERLINK("http://evil")' }));
    const url = (query: string) => `/api/v1/logbook/report?vessel_id=${aurora}&${query}`;
    const csv = await request('GET', url('from=2026-11-22&to=2026-11-22&format=csv'), officer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="logbook-nordic-aurora-2026-11-22-2026-11-22.csv"',
    );
    const text = csv.body;
    expect(text).toContain(entry.entry_number as string);
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).toContain(
      'Verification of the approved entries,Verified: the record of approved entries is intact.,Verified 2026-11-22 08:00 UTC',
    );
    expect(text).toMatch(/Chain,Deck log,Intact,\d+ approved entries checked/);
    expect(text).toContain('Draft');

    await t.db.query(`UPDATE logbook_entries SET description = 'changed' WHERE id = $1`, [entry.id]);
    const german = await request(
      'GET',
      url('from=2026-11-01&to=2026-11-22&format=csv&lang=de&logbook_type=deck'),
      officer,
    );
    expect(german.body).toContain('Prüfung fehlgeschlagen');
    expect(german.body).toContain(
      `Inhalt nach der Genehmigung geändert: Eintrag ${String(entry.entry_number)}`,
    );
    expect(german.body).not.toContain('E-2026-');

    const pdf = await request('GET', url('from=2026-11-20&to=2026-11-22'), officer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(20_000);

    const tooLong = await request('GET', url('from=2026-01-01&to=2026-11-22'), officer);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields).toEqual({ to: ['validation:dateRange'] });
    expect((await request('GET', url('from=2026-11-22&to=2026-11-21'), officer)).statusCode).toBe(400);
  });

  it('summarises a vessel for the logbook dashboard', async () => {
    const { officer, aurora } = kit.state;
    const entry = await create(deckEntry());
    await step(entry.id, 'submit', officer);
    const response = await request('GET', `/api/v1/logbook/summary?vessel_id=${aurora}`, officer);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.byType.deck.total).toBeGreaterThan(400);
    expect(summary.byType.deck.rejected).toBe(1);
    expect(summary.byType.engine.approved).toBeGreaterThan(50);
    expect(summary.pendingReview[0]).toMatchObject({ id: entry.id, entry_number: entry.entry_number });
    expect(summary.recent).toHaveLength(10);
    expect(summary.currentWatch.map((watch: { name: string }) => watch.name)).toEqual([
      '08:00-12:00',
      '06:00-12:00',
    ]);
    expect(summary.currentWatch[0].officer_name).toBeTruthy();
    expect(summary.today.entries).toBeGreaterThanOrEqual(4);

    // A seeded entry carries the trail its writing and review would have left.
    const seeded = summary.recent.find((row: { status: string }) => row.status === 'submitted');
    const audit = (await request('GET', `/api/v1/logbook-entries/${seeded.id}/audit`, officer)).json();
    expect(audit.rows.map((row: { step: string | null }) => row.step)).toEqual([null, 'submit']);
    expect(audit.rows[1].changes.status).toEqual({ before: 'draft', after: 'submitted' });
  });

  it("keeps another organization's logbook out of sight", async () => {
    const { t, officer, aurora, keeperId } = kit.state;
    const entry = await create(deckEntry());
    const other = await signedIn(t.app, 'admin@other.demo');
    const status = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      (await request(method, url, other, payload)).statusCode;
    expect(await status('GET', `/api/v1/logbook-entries/${entry.id}`)).toBe(404);
    const southernCross = (
      await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Southern Cross'`)
    ).rows[0]!.id;
    expect(
      await status('PUT', `/api/v1/logbook-entries/${entry.id}`, {
        ...deckEntry({ vessel_id: southernCross }),
        version: 1,
      }),
    ).toBe(404);
    expect(await status('DELETE', `/api/v1/logbook-entries/${entry.id}`)).toBe(404);
    for (const action of ['submit', 'withdraw', 'approve', 'reject']) {
      expect(
        await status('POST', `/api/v1/logbook-entries/${entry.id}/${action}`, {
          reason: 'Not yours at all',
        }),
      ).toBe(404);
    }
    expect(await status('GET', `/api/v1/logbook-entries/${entry.id}/audit`)).toBe(404);
    expect(await status('GET', `/api/v1/logbook/verify?vessel_id=${aurora}`)).toBe(404);
    expect(
      await status('GET', `/api/v1/logbook/report?vessel_id=${aurora}&from=2026-11-22&to=2026-11-22`),
    ).toBe(404);
    expect(
      await status('POST', '/api/v1/watch-periods/apply-pattern', {
        vessel_id: aurora,
        watch_type: 'deck',
        pattern: '6-on-6-off',
        effective_from: '2027-01-01',
        officer_ids: [keeperId, keeperId],
      }),
    ).toBe(404);
    const stored = (await request('GET', `/api/v1/logbook-entries/${entry.id}`, officer)).json();
    expect(stored).toMatchObject({ version: entry.version, title: entry.title });
    const list = (await request('GET', `/api/v1/logbook-entries?vessel_id=${aurora}`, other)).json();
    expect(list).toEqual({ rows: [], total: 0 });
    expect((await request('GET', '/api/v1/watch-periods', other)).json().total).toBe(0);
    const summary = (await request('GET', `/api/v1/logbook/summary?vessel_id=${aurora}`, other)).json();
    expect(summary).toMatchObject({
      pendingReview: [],
      recent: [],
      currentWatch: [],
      today: { entries: 0 },
    });
    expect(summary.byType.deck.total).toBe(0);
  });
});
