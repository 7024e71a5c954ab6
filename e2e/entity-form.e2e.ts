// The generic form picks a referenced row by its name, and lists show that name, not an id.
import { expect, test } from '@playwright/test';

import { ARTIFACTS_DIR, signIn } from './support';

test('a crew certificate is added for a seafarer picked by name, not by id', async ({ page }) => {
  await signIn(page, 'master@mars.demo');
  await page.goto('/crew/certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Crew certificates' })).toBeVisible();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByLabel('Crew member');
  await picker.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const name = (await options.first().textContent())!.trim();
  // Names, not ids.
  expect(name).not.toMatch(/^[0-9a-f]{8}/);
  await options.first().click();
  await expect(picker).toHaveValue(name);
  await dialog.getByLabel('Type').click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Number').fill('E2E-REF-0001');
  await dialog.getByLabel('Issuing authority').fill('Liberia Maritime Authority');
  await dialog.getByLabel('Issue date').fill('2026-01-15');
  await dialog.getByLabel('Expiry date').fill('2031-01-14');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/entity-form-reference-picker.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The saved row points at the seafarer picked by name.
  const answer = await page.request.get('/api/v1/crew-certificates?q=E2E-REF-0001');
  const { rows } = (await answer.json()) as { rows: { crew_member_id: string }[] };
  expect(rows).toHaveLength(1);
  const seafarer = await page.request.get(`/api/v1/personnel/${rows[0]!.crew_member_id}`);
  const { first_name, last_name } = (await seafarer.json()) as { first_name: string; last_name: string };
  // A seafarer is named by the title format of its definition: 'Last, First – Rank'.
  expect(name.startsWith(`${last_name}, ${first_name} – `)).toBe(true);
  expect(name.length).toBeGreaterThan(`${last_name}, ${first_name} – `.length);
});
