// A 500 is logged for the operator, without the query's parameters or the values the database
// quotes back (they can hold personal data).
import { Writable } from 'node:stream';

import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Db } from '../db/client';
import { createTestDb, TEST_DATABASES } from '../test-support';
import { registerErrorHandling } from './errors';

describe.each(TEST_DATABASES)('the log of a failed request (%s)', (kind) => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb(kind);
  });
  afterEach(() => db.close());

  it('names the database error but prints neither the parameters nor the quoted value', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    registerErrorHandling(app);
    app.get('/fails', async () => {
      await db.query(`SELECT $1::int AS n, $2::text AS other`, [
        'Ricardo Santos 1984-02-11',
        'passport X123',
      ]);
      return {};
    });
    const response = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: { code: 'internal_error' } });
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('22P02'); // invalid_text_representation: the operator still learns what failed
    expect(log).not.toContain('Ricardo');
    expect(log).not.toContain('X123');
  });
});
