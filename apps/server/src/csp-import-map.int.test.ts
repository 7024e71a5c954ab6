// The web build puts an import map inline in index.html (vite build.chunkImportMap: a chunk imports
// the others by stable names, so an update changes only the files whose content changed). The content
// security policy lets that one script run by its hash and still forbids any other inline script.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from './test-support';
import { createTestApp } from './test-support';

const IMPORT_MAP = '{"imports":{"/assets/a-STABLE01.js":"/assets/a-Hashed01.js"}}';

describe('the content security policy of the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mars-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>MARS</title>\n<script type="importmap">${IMPORT_MAP}</script>\n<div id="root"></div>`,
    );
    t = await createTestApp('pglite', { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows the import map of index.html by its hash and no other inline script', async () => {
    const policy = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    const scriptSrc = String(policy)
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(IMPORT_MAP).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
