// Certificates: a certificate created through the form (a validation error in the user's language
// first, fixed without losing what was typed), edited, found in the list and in the expiring view,
// and the list exported as CSV, Excel and PDF.
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { ARTIFACTS_DIR, choose, collectConsoleErrors, signIn } from './support';

function isoDay(offsetDays: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

test('a master creates a certificate, fixes a validation error, edits it and finds it as expiring', async ({
  page,
}) => {
  // 26 s on a loaded machine: room for a busier one.
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, 'master@mars.demo');
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-total')).toContainText('2');
  await expect(page.getByText('Safety Management Certificate')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/certificates-list.png` });

  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('New Certificate')).toBeVisible();
  // The master's only vessel is preset.
  await expect(dialog.getByRole('combobox', { name: 'Vessel' })).toHaveValue('Nordic Aurora');
  await choose(page, 'Type', 'Statutory');
  await dialog.getByLabel('Certificate number').fill('IOPP-E2E-0042');
  await dialog.getByLabel('Certificate name').fill('International Oil Pollution Prevention Certificate');
  await dialog.getByLabel('Issuing authority').fill('Liberia Maritime Authority');
  await dialog.getByLabel('Issue date').fill(isoDay(10));
  await dialog.getByLabel('Expiry date').fill(isoDay(45));
  await dialog.getByLabel('Survey station').fill('Rotterdam');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Date cannot be in the future')).toBeVisible();
  await expect(dialog.getByText('Please correct the marked fields.')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/certificates-form-validation.png` });
  // Nothing typed is lost.
  await expect(dialog.getByLabel('Certificate number')).toHaveValue('IOPP-E2E-0042');
  await expect(dialog.getByLabel('Survey station')).toHaveValue('Rotterdam');

  await dialog.getByLabel('Issue date').fill(isoDay(-320));
  await expect(dialog.getByText('Date cannot be in the future')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('stat-total')).toContainText('3');
  const created = page.getByRole('row', { name: /IOPP-E2E-0042/ });
  await expect(created).toContainText('Expires within 60 days');
  await expect(created).toContainText('45 days');

  // Edit: the row opens its form with the survey window; a remark is added.
  await created.getByText('International Oil Pollution Prevention Certificate').click();
  await expect(dialog.getByText('Edit Certificate')).toBeVisible();
  await expect(dialog.getByText(/Next annual survey window|No annual survey window/)).toBeVisible();
  await dialog.getByLabel('Remarks').fill('Renewal survey booked');
  await choose(page, 'Status (set by users)', 'Renewal in progress');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'iopp-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ),
  });
  await expect(dialog.getByText('iopp-certificate.pdf')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/certificates-form-edit.png` });

  // Meanwhile someone else changes the certificate: the save shows the conflict, the user keeps theirs.
  const listed = await page.request.get('/api/v1/certificates?q=IOPP-E2E-0042');
  const stored = (await listed.json()).rows[0] as Record<string, unknown>;
  const { days_until_expiry: _days, current_status: _status, ...writable } = stored;
  const changed = await page.request.put(`/api/v1/certificates/${String(stored.id)}`, {
    headers: { 'X-Requested-With': 'mars' },
    data: { ...writable, remarks: 'Changed ashore' },
  });
  expect(changed.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Changed by someone else', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Changed ashore' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/certificates-conflict.png` });
  await dialog.getByRole('button', { name: 'Keep mine and overwrite' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(created).toContainText('Renewal in progress');
  await expect(created.getByRole('link', { name: 'Download' })).toBeVisible();

  // Search narrows the list, and the URL keeps it.
  await page.getByRole('textbox', { name: 'Search' }).fill('IOPP-E2E');
  await expect(page).toHaveURL(/q=IOPP-E2E/);
  await expect(page.getByRole('row')).toHaveCount(2);

  // The expiring view: within 60 and 90 days, not within 30.
  await page.goto('/certificates/expiring');
  await expect(page.getByRole('heading', { name: 'Expiring Certificates', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /IOPP-E2E-0042/ })).toBeVisible();
  await page.getByText('30 days', { exact: true }).click();
  await expect(page).toHaveURL(/horizon=30/);
  await expect(page.getByRole('row', { name: /IOPP-E2E-0042/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /SMC-LR-2021-0417/ })).toBeVisible();
  await page.getByText('60 days', { exact: true }).click();
  await expect(page.getByRole('row', { name: /IOPP-E2E-0042/ })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/certificates-expiring.png` });

  const report = page.waitForEvent('download');
  await page.getByRole('link', { name: '90-day report (PDF)' }).click();
  const reportFile = await (await report).path();
  expect(readFileSync(reportFile).subarray(0, 4).toString()).toBe('%PDF');

  // Exports of the full list.
  await page.goto('/certificates');
  for (const [label, check] of [
    ['CSV', (content: Buffer) => expect(content.toString('utf8')).toContain('IOPP-E2E-0042')],
    ['Excel (XLSX)', (content: Buffer) => expect(content.subarray(0, 2).toString()).toBe('PK')],
    ['PDF', (content: Buffer) => expect(content.subarray(0, 4).toString()).toBe('%PDF')],
  ] as const) {
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: label }).click();
    check(readFileSync(await (await download).path()));
  }
  // The browser logs the expected 409 of the conflict itself; nothing else may show up.
  expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
});

test('a validation message appears in German for a German-speaking user', async ({ page }) => {
  await signIn(page, 'officer@mars.demo');
  await page.evaluate(() => window.localStorage.setItem('mars.language', 'de'));
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { name: 'Zertifikate', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Neu' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Zertifikatsnummer').fill('GER-1');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
  await expect(dialog.getByLabel('Zertifikatsnummer')).toHaveValue('GER-1');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/certificates-form-german.png` });
});
