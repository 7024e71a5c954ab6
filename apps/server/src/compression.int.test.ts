// The wire is the ship's satellite link: built assets go out precompressed (brotli or gzip, made by
// the web build's compress step) and API answers compressed on the fly, each only when the client
// asks for it; a client that does not ask gets the plain bytes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from './test-support';
import { createTestApp, signedIn } from './test-support';

const COMPRESS_STEP = join(import.meta.dirname, '..', '..', 'web', 'scripts', 'compress-dist.mjs');
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];`;
const PAGE = `<!doctype html><title>MARS</title><div id="root"></div>${'<!-- shell -->'.repeat(100)}`;

describe('compression on the wire', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mars-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    execFileSync(process.execPath, [COMPRESS_STEP, dist]);
    t = await createTestApp('pglite', { webDist: dist });
    cookie = (await signedIn(t.app, 'admin@mars.demo')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('sends a built script as brotli or gzip when asked, and plain when not', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toContain('immutable');

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page of a client route compressed when asked', async () => {
    const page = await get('/maintenance/work-orders', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    expect((await get('/maintenance/work-orders')).body).toBe(PAGE);
  });

  it('compresses an API list answer when asked, and sends it plain when not', async () => {
    const url = '/api/v1/work-orders?limit=100';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().rows.length).toBeGreaterThan(10);

    const br = await get(url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });
});
