// A real installation from nothing (issue 11): `npm run db:create-org` on a fresh database without
// demo data (PostgreSQL when TEST_DATABASE_URL names one, as in CI; else the embedded database), then
// the admin signs in, adds a vessel (an invalid IMO number refused with the spec's message) and a
// Master on it with a temporary password. The Master must choose his own password, sets up two-factor
// authentication, signs out and in again with a code, and finds his vessel chosen for him.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { expect, test } from '@playwright/test';
import pg from 'pg';

import type { OwnServer } from './own-server';
import { startOwnServer } from './own-server';
import {
  ARTIFACTS_DIR,
  choose,
  enterPassword,
  expectSettled,
  severeViolations,
  signIn,
  signOut,
} from './support';
import { codeFor, enrolTwoFactor } from './two-factor-support';

const ADMIN = { name: 'Jane Doe', email: 'admin@acme.example', password: 'S3cure-Passw0rd!' };
const MASTER = { name: 'Erik Holm', email: 'erik.holm@acme.example' };
const VESSEL = 'Atlantic Star';
const TEMPORARY_PASSWORD = 'Welcome-Aboard-7';
const OWN_PASSWORD = 'Bridge-Watch-2027!';

type Installation = { env: Record<string, string>; remove(): Promise<void> };

/** An empty database: a new one on the PostgreSQL server of TEST_DATABASE_URL, or an embedded one. */
async function emptyDatabase(): Promise<Installation> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mars-e2e-installation-'));
    return {
      env: { MARS_DATA_DIR: dataDir, MARS_DEMO: '0' },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `mars_e2e_installation_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    remove: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let installation: Installation;
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  installation = await emptyDatabase();
  // The README's command for the first organization and its company admin.
  const { stdout } = await promisify(execFile)(
    'npm',
    [
      'run',
      'db:create-org',
      '--',
      '--organization',
      'Acme Shipping',
      '--email',
      ADMIN.email,
      '--name',
      ADMIN.name,
      '--password',
      ADMIN.password,
    ],
    { env: { ...process.env, ...installation.env } },
  );
  expect(stdout).toContain(`Created organization "Acme Shipping" with company admin ${ADMIN.email}.`);
  server = await startOwnServer(installation.env);
});
test.afterAll(async () => {
  test.setTimeout(120_000);
  await server?.stop();
  await installation?.remove();
});

/** Picks an option of a Mantine select or multiselect by its label. */

test('from db:create-org to a Master on his vessel with two-factor sign-in', async ({ browser }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  // Nothing but the organization and its admin: no demo ships.
  const vessels = await (await page.request.get('/api/v1/vessels')).json();
  expect(vessels.total).toBe(0);
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('button', { name: 'System', exact: true }).click();
  await menu.getByRole('link', { name: 'Fleet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
  await expectSettled(page);
  violations.push(...(await severeViolations(page, 'empty fleet')));

  await page.getByRole('button', { name: 'New vessel' }).click();
  const vesselForm = page.getByRole('dialog');
  await vesselForm.getByRole('textbox', { name: 'Name', exact: true }).fill(VESSEL);
  await vesselForm.getByRole('textbox', { name: 'IMO number', exact: true }).fill('9176188');
  await choose(page, 'Vessel type', 'General cargo ship');
  await vesselForm.getByRole('textbox', { name: 'Flag state', exact: true }).fill('Malta');
  await vesselForm.getByRole('textbox', { name: 'Gross tonnage', exact: true }).fill('8500');
  await vesselForm.getByRole('button', { name: 'Save' }).click();
  await expect(vesselForm.getByText('Invalid IMO number (checksum verified)')).toBeVisible();
  await vesselForm.getByRole('textbox', { name: 'IMO number', exact: true }).fill('9176187');
  await vesselForm.getByRole('button', { name: 'Save' }).click();
  await expect(vesselForm).toBeHidden();
  await expect(page.getByRole('cell', { name: VESSEL, exact: true })).toBeVisible();
  // The new ship is in the vessel selector at once.
  await page.getByRole('combobox', { name: 'Vessel', exact: true }).click();
  await expect(page.getByRole('option', { name: VESSEL })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/users');
  await expectSettled(page);
  await page.getByRole('button', { name: 'New user' }).click();
  const userForm = page.getByRole('dialog');
  await userForm.getByRole('textbox', { name: 'Name', exact: true }).fill(MASTER.name);
  await userForm.getByRole('textbox', { name: 'Email', exact: true }).fill(MASTER.email);
  await choose(page, 'Role', 'Master');
  await choose(page, 'Vessels', VESSEL);
  await page.keyboard.press('Escape');
  await userForm.getByLabel('Temporary password').fill(TEMPORARY_PASSWORD);
  await userForm.getByRole('button', { name: 'Save' }).click();
  await expect(userForm).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(MASTER.name) });
  await expect(row).toContainText(VESSEL);
  await expect(row).toContainText('Temporary password');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/users-new-master.png` });
  await signOut(page);

  await signIn(page, MASTER.email, TEMPORARY_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/forced-password-change.png` });
  violations.push(...(await severeViolations(page, 'forced password change')));
  await page.getByLabel('Current password').fill(TEMPORARY_PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(OWN_PASSWORD);
  await page.getByLabel('Confirm new password').fill(OWN_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Vessel', exact: true })).toHaveValue(VESSEL);
  // A Master manages no one: neither Users nor Fleet is in his menu.
  await menu.getByRole('button', { name: 'System', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Fleet' })).toHaveCount(0);

  // His vessel's information in the settings, read-only.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Vessel information' });
  await expect(section.getByText('9176187')).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);

  // Two-factor authentication, then a sign-in that asks for the code.
  await page.goto('/profile?tab=security');
  await expectSettled(page);
  const { key } = await enrolTwoFactor(page, violations, 'master profile');
  await signOut(page);
  await enterPassword(page, MASTER.email, OWN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('combobox', { name: 'Vessel', exact: true })).toHaveValue(VESSEL);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/installation-master-signed-in.png` });
  expect(violations).toEqual([]);
  // Its own server stops when the spec ends: no page of this context keeps a request open to it.
  await page.context().close();
});
