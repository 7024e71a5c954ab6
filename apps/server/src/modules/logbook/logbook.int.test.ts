import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';

import { signedIn, TEST_DATABASES } from '../../test-support';
import { useLogbookApp } from './logbook.fixtures';

describe.each(TEST_DATABASES)('electronic logbook: entries, review and chain (%s)', (kind) => {
  const kit = useLogbookApp(kind);
  const { request, deckEntry, engineEntry, create, step, approved, lastNumber } = kit;

  it('lets the officer write and submit, and only the Master approve', async () => {
    const { t, officer, master } = kit.state;
    const before = await lastNumber('deck');
    const entry = await create(
      deckEntry({ status: 'approved', entry_number: 'D-1999-0001', content_hash: 'x'.repeat(64) }),
    );
    expect(entry).toMatchObject({
      status: 'draft',
      entry_number: `D-2026-${String(before + 1).padStart(4, '0')}`,
      content_hash: null,
      approved_at: null,
    });
    const submitted = await step(entry.id, 'submit', officer, { version: entry.version });
    expect(submitted.json()).toMatchObject({ status: 'submitted', submitted_at: '2026-11-22T08:00:00.000Z' });

    const byOfficer = await step(entry.id, 'approve', officer);
    expect(byOfficer.statusCode).toBe(403);
    expect(byOfficer.json().error.code).toBe('review_master_only');
    const admin = await signedIn(t.app, 'admin@mars.demo');
    expect((await step(entry.id, 'approve', admin)).json().error.code).toBe('review_master_only');
    expect((await step(entry.id, 'reject', admin, { reason: 'Not good enough' })).statusCode).toBe(403);

    const approval = await step(entry.id, 'approve', master);
    expect(approval.statusCode).toBe(200);
    const row = approval.json();
    expect(row).toMatchObject({ status: 'approved', approved_at: '2026-11-22T08:00:00.000Z' });
    expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.previous_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.chain_position).toBeGreaterThan(1);

    const crew = await signedIn(t.app, 'crew@mars.demo');
    const byCrew = await request('PUT', `/api/v1/logbook-entries/${uuidv7()}`, crew, deckEntry());
    expect(byCrew.statusCode).toBe(403);
    expect(byCrew.json().error.code).toBe('forbidden');
    const draft = await create(deckEntry());
    expect((await step(draft.id, 'submit', crew)).json().error.code).toBe('forbidden');
  });

  it('needs a reason to reject, and a rejected entry is edited and resubmitted', async () => {
    const { officer, master } = kit.state;
    const entry = await create(deckEntry());
    await step(entry.id, 'submit', officer);
    const noReason = await step(entry.id, 'reject', master, { reason: ' no ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatchObject({
      code: 'validation_failed',
      details: { fields: { reason: ['validation:rejectionReasonRequired'] } },
    });
    // An edit (a PUT repeating the stored values changes nothing and answers the stored entry).
    const editWhileSubmitted = await request('PUT', `/api/v1/logbook-entries/${entry.id}`, officer, {
      ...deckEntry({ course: 145 }),
      version: entry.version + 1,
    });
    expect(editWhileSubmitted.statusCode).toBe(409);
    expect(editWhileSubmitted.json().error.code).toBe('entry_under_review');

    const rejected = await step(entry.id, 'reject', master, { reason: 'Position is missing the minutes.' });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Position is missing the minutes.',
    });
    const edited = await request('PUT', `/api/v1/logbook-entries/${entry.id}`, officer, {
      ...deckEntry({ latitude: 17.5125, status: 'approved' }),
      version: rejected.json().version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 'rejected',
      latitude: 17.5125,
      entry_number: entry.entry_number,
    });
    const resubmitted = await step(entry.id, 'submit', officer);
    expect(resubmitted.json()).toMatchObject({ status: 'submitted' });
    expect((await step(entry.id, 'approve', master)).json().status).toBe('approved');
  });

  it('locks an approved entry against edits, deletion and further steps', async () => {
    const { officer, master } = kit.state;
    const entry = await approved(deckEntry());
    const edit = await request('PUT', `/api/v1/logbook-entries/${entry.id}`, officer, {
      ...deckEntry({ title: 'Quietly changed afterwards' }),
      version: entry.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('entry_locked');
    const removal = await request('DELETE', `/api/v1/logbook-entries/${entry.id}`, officer);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().error.code).toBe('entry_locked');
    for (const action of ['approve', 'reject', 'submit', 'withdraw']) {
      const response = await step(entry.id, action, master, { reason: 'Trying again later' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'invalid_transition',
        details: { status: 'approved' },
      });
    }
    const stored = (await request('GET', `/api/v1/logbook-entries/${entry.id}`, officer)).json();
    expect(stored).toMatchObject({ title: entry.title, status: 'approved', version: entry.version });

    const submitted = await create(deckEntry());
    await step(submitted.id, 'submit', officer);
    const deleteSubmitted = await request('DELETE', `/api/v1/logbook-entries/${submitted.id}`, officer);
    expect(deleteSubmitted.json().error.code).toBe('entry_not_deletable');
    expect((await step(submitted.id, 'withdraw', officer)).json().status).toBe('draft');
    expect((await request('DELETE', `/api/v1/logbook-entries/${submitted.id}`, officer)).statusCode).toBe(
      204,
    );
  });

  it('numbers entries per vessel, logbook type and year, without gaps from refused writes', async () => {
    const { officer } = kit.state;
    const [deck, engine, radio] = [
      await lastNumber('deck'),
      await lastNumber('engine'),
      await lastNumber('radio'),
    ];
    const first = await create(deckEntry());
    const refused = await request(
      'PUT',
      `/api/v1/logbook-entries/${uuidv7()}`,
      officer,
      deckEntry({ latitude: null }),
    );
    expect(refused.statusCode).toBe(400);
    const second = await create(deckEntry());
    const engineRow = await create(engineEntry());
    const radioRow = await create({
      ...deckEntry({ logbook_type: 'radio', entry_type: 'communication', latitude: null, longitude: null }),
    });
    const lastYear = await create(deckEntry({ entry_at: '2025-12-31T23:59:00Z' }));
    const number = (type: string, n: number, year = 2026) => `${type}-${year}-${String(n).padStart(4, '0')}`;
    expect([first, second, engineRow, radioRow, lastYear].map((row) => row.entry_number)).toEqual([
      number('D', deck + 1),
      number('D', deck + 2),
      number('E', engine + 1),
      number('R', radio + 1),
      number('D', 1, 2025),
    ]);
    const changeType = await request('PUT', `/api/v1/logbook-entries/${first.id}`, officer, {
      ...engineEntry(),
      version: first.version,
    });
    expect(changeType.statusCode).toBe(400);
    expect(changeType.json().error.details.fields).toEqual({ logbook_type: ['validation:invalid'] });
  });

  it('refuses what spec section 5 forbids, naming the fields', async () => {
    const { officer } = kit.state;
    const write = (body: Record<string, unknown>) =>
      request('PUT', `/api/v1/logbook-entries/${uuidv7()}`, officer, body);
    const fields = async (body: Record<string, unknown>) => {
      const response = await write(body);
      expect(response.statusCode).toBe(400);
      return response.json().error.details.fields;
    };
    expect(await fields(deckEntry({ entry_at: '2026-11-22T09:00:00Z' }))).toEqual({
      entry_at: ['validation:logbookFutureDate'],
    });
    expect(await fields(deckEntry({ latitude: null, longitude: undefined }))).toEqual({
      latitude: ['validation:logbookRequired.deck'],
      longitude: ['validation:logbookRequired.deck'],
    });
    expect(await fields(engineEntry({ fuel_consumed_mt: null }))).toEqual({
      fuel_consumed_mt: ['validation:logbookRequired.engine'],
    });
    expect(await fields(deckEntry({ title: 'ab', description: 'too short' }))).toEqual({
      title: ['validation:logbookTitleLength'],
      description: ['validation:logbookDescriptionLength'],
    });
    expect(await fields(deckEntry({ title: 'x'.repeat(200) }))).toEqual({ title: ['validation:tooLong'] });
    expect((await fields(deckEntry({ watch_keeper_id: null }))).watch_keeper_id).toEqual([
      'validation:required',
    ]);
  });

  it('detects an approved entry changed or removed directly in the database', async () => {
    const { t, officer, aurora } = kit.state;
    const verify = async () =>
      (await request('GET', `/api/v1/logbook/verify?vessel_id=${aurora}`, officer)).json();
    const seeded = await verify();
    expect(seeded.ok).toBe(true);
    expect(seeded.chains.map((chain: { logbook_type: string }) => chain.logbook_type)).toEqual([
      'deck',
      'engine',
      'radio',
    ]);
    const deckChecked = seeded.chains[0].checked;
    expect(deckChecked).toBeGreaterThan(300);

    const entries = [
      await approved(deckEntry({ entry_at: '2026-11-22T05:00:00Z' })),
      await approved(deckEntry({ entry_at: '2026-11-22T05:30:00Z' })),
      await approved(deckEntry({ entry_at: '2026-11-22T06:00:00Z' })),
    ];
    expect(entries.map((entry) => entry.chain_position)).toEqual([
      deckChecked + 1,
      deckChecked + 2,
      deckChecked + 3,
    ]);
    expect(entries[1]!.previous_hash).toBe(entries[0]!.content_hash);
    const afterApprovals = await verify();
    expect(afterApprovals).toMatchObject({ ok: true, verified_at: '2026-11-22T08:00:00.000Z' });
    expect(afterApprovals.chains[0].checked).toBe(deckChecked + 3);

    await t.db.query(`UPDATE logbook_entries SET title = 'Nothing to see here' WHERE id = $1`, [
      entries[1]!.id,
    ]);
    const changed = await verify();
    expect(changed.ok).toBe(false);
    expect(changed.chains[0].problems).toEqual([
      {
        entryId: entries[1]!.id,
        entryNumber: entries[1]!.entry_number,
        position: deckChecked + 2,
        problem: 'content_changed',
      },
    ]);
    expect(changed.chains[1].ok).toBe(true);

    await t.db.query(`UPDATE logbook_entries SET title = $2 WHERE id = $1`, [
      entries[1]!.id,
      entries[1]!.title,
    ]);
    expect((await verify()).ok).toBe(true);
    await t.db.query(`DELETE FROM logbook_entries WHERE id = $1`, [entries[2]!.id]);
    const removed = await verify();
    expect(removed.chains[0].problems).toEqual([{ position: deckChecked + 3, problem: 'head_mismatch' }]);

    const deckOnly = (
      await request('GET', `/api/v1/logbook/verify?vessel_id=${aurora}&logbook_type=engine`, officer)
    ).json();
    expect(deckOnly).toMatchObject({ ok: true, chains: [{ logbook_type: 'engine', ok: true }] });
  });

  it('keeps the audit trail of every change and step, with before and after', async () => {
    const { officer, master } = kit.state;
    const entry = await create(deckEntry());
    await step(entry.id, 'submit', officer);
    await step(entry.id, 'reject', master, { reason: 'Course is not plausible.' });
    const edited = await request('PUT', `/api/v1/logbook-entries/${entry.id}`, officer, {
      ...deckEntry({ course: 124 }),
      version: entry.version + 2,
    });
    expect(edited.statusCode).toBe(200);
    await step(entry.id, 'submit', officer);
    await step(entry.id, 'approve', master);
    const audit = await request('GET', `/api/v1/logbook-entries/${entry.id}/audit`, officer);
    expect(audit.statusCode).toBe(200);
    const rows = audit.json().rows as {
      action: string;
      step: string | null;
      user_name: string;
      reason?: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];
    expect(rows.map((row) => [row.action, row.step, row.user_name])).toEqual([
      ['create', null, 'Anna Kowalski'],
      ['update', 'submit', 'Anna Kowalski'],
      ['update', 'reject', 'James Hartley'],
      ['update', null, 'Anna Kowalski'],
      ['update', 'submit', 'Anna Kowalski'],
      ['update', 'approve', 'James Hartley'],
    ]);
    expect(rows[0]!.changes.title).toEqual({ before: null, after: 'Altered course for traffic' });
    expect(rows[0]!.changes.status).toEqual({ before: null, after: 'draft' });
    expect(rows[2]!.reason).toBe('Course is not plausible.');
    expect(rows[2]!.changes.status).toEqual({ before: 'submitted', after: 'rejected' });
    expect(rows[3]!.changes).toEqual({ course: { before: 142, after: 124 } });
    expect(rows[5]!.changes.content_hash!.after).toMatch(/^[0-9a-f]{64}$/);
  });
});
