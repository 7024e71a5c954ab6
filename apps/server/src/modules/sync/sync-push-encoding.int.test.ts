// A push may come deflated (the browser compresses what it sends, fetchTransport): the server reads
// it, and its bound (512 KiB) holds for what the body inflates to, so a small bomb is refused.
import { deflateSync } from 'node:zlib';

import { SYNC_PUSH_MAX_BYTES } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, signedIn } from '../../test-support';

describe('a deflated push (pglite)', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp('pglite');
    cookie = (await signedIn(t.app, 'master@mars.demo')).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  const push = (body: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sync/push',
      headers: { cookie, ...CSRF, 'content-type': 'application/json', 'content-encoding': 'deflate' },
      payload: body,
    });

  it('applies a deflated push, and refuses one that inflates past the bound', async () => {
    const aurora = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
    const id = uuidv7();
    const mutation = {
      mutationId: uuidv7(),
      table: 'certificates',
      rowId: id,
      op: 'upsert',
      values: {
        vessel_id: aurora,
        certificate_type: 'statutory',
        certificate_number: 'SEC-2026-001',
        certificate_name: 'Safety Equipment Certificate',
        issue_date: '2026-01-10',
        expiry_date: '2031-01-09',
        issuing_authority: 'DNV',
      },
    };
    const applied = await push(deflateSync(JSON.stringify({ mutations: [mutation] })));
    expect(applied.statusCode).toBe(200);
    expect(applied.json().outcomes).toEqual([expect.objectContaining({ status: 'applied', version: 1 })]);

    const padded = JSON.stringify({
      mutations: [
        { ...mutation, mutationId: uuidv7(), values: { remarks: ' '.repeat(SYNC_PUSH_MAX_BYTES) } },
      ],
    });
    const bomb = deflateSync(padded);
    expect(bomb.length).toBeLessThan(5000);
    expect((await push(bomb)).statusCode).toBe(413);
  });
});
