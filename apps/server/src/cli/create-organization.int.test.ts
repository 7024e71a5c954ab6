// From nothing to a working ship (issue 11): `npm run db:create-org` on an empty embedded database,
// then its company admin adds a vessel and a Master through the API, and the Master signs in.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Db } from '../db/client';
import { openPglite } from '../db/client';
import { CSRF, login } from '../test-support';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, 'create-organization.ts');

describe('npm run db:create-org', () => {
  let dataDir: string;
  let db: Db | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mars-create-org-'));
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the organization and its company admin, who then puts a ship and its Master to work', async () => {
    const env = { ...process.env, MARS_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const weak = run(
      process.execPath,
      [
        '--import',
        'tsx',
        CLI,
        '--organization',
        'Acme',
        '--email',
        'a@acme.example',
        '--name',
        'A',
        '--password',
        'weak',
      ],
      { env },
    );
    await expect(weak).rejects.toMatchObject({ code: 2 });
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        CLI,
        '--organization',
        'Acme Shipping',
        '--email',
        'Jane@Acme.example',
        '--name',
        'Jane Doe',
        '--password',
        'S3cure-Passw0rd!',
      ],
      { env },
    );
    expect(stdout).toContain('Created organization "Acme Shipping"');

    db = openPglite(dataDir);
    const app = await buildApp({
      db,
      config: { ...readConfig({}), logLevel: 'silent', webDist: '/nonexistent' },
    });
    try {
      const signIn = await login(app, 'jane@acme.example', 'S3cure-Passw0rd!');
      expect(signIn.json().user).toMatchObject({ role: 'company_admin', mustChangePassword: false });
      const cookie = `mars_session=${signIn.cookies.find((item) => item.name === 'mars_session')!.value}`;
      const headers = { cookie, ...CSRF };
      const vesselId = uuidv7();
      const vessel = await app.inject({
        method: 'PUT',
        url: `/api/v1/vessels/${vesselId}`,
        headers,
        payload: { name: 'Acme One', imo_number: '9176187', flag_state: 'Malta', vessel_type: 'tanker' },
      });
      expect(vessel.statusCode).toBe(201);
      const master = await app.inject({
        method: 'PUT',
        url: `/api/v1/users/${uuidv7()}`,
        headers,
        payload: {
          email: 'max@acme.example',
          full_name: 'Max Master',
          role: 'master',
          vessel_ids: [vesselId],
          temporary_password: 'Welcome-Aboard-7',
        },
      });
      expect(master.statusCode).toBe(201);
      const masterSignIn = await login(app, 'max@acme.example', 'Welcome-Aboard-7');
      expect(masterSignIn.json().user).toMatchObject({ mustChangePassword: true, vesselIds: [vesselId] });
    } finally {
      await app.close();
    }
  });
});
