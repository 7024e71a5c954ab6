// A snapshot file of several vessels (issue 12; docs/sync.md, 'A file carried on board'): in German,
// on a phone, a shore user ticks two vessels for one file from the data source menu and downloads
// it; the server answers a byte range of the same file (a cut download resumes); on a device with
// no link to the server the sync meter loads the file, and the device keeps both vessels. No serious
// accessibility fault in the dialog or the meter.
import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { ARTIFACTS_DIR, severeViolations, signIn } from './support';

test('German, on a phone: one file of two vessels, resumable, loaded on a device with no link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@mars.demo');
  await page.evaluate(() => localStorage.setItem('mars.language', 'de'));
  await page.reload();

  // Ashore (the server's database): the vessels of the file, chosen in a dialog.
  await page.getByRole('button', { name: 'Datenquelle: Server-Datenbank' }).click();
  await page.getByRole('menuitem', { name: 'Datei mehrerer Schiffe herunterladen' }).click();
  const dialog = page.getByRole('dialog');
  const choice = dialog.getByRole('group', { name: 'Schiffe in der Datei' });
  await expect(choice.getByRole('checkbox', { name: 'Baltic Pioneer' })).toBeChecked();
  await expect(choice.getByRole('checkbox', { name: 'Nordic Aurora' })).not.toBeChecked();
  await expect(dialog.getByRole('link', { name: 'Datei von Baltic Pioneer herunterladen' })).toBeVisible();
  await choice.getByRole('checkbox', { name: 'Nordic Aurora' }).check();
  const link = dialog.getByRole('link', { name: 'Datei von 2 Schiffen herunterladen' });
  await expect(link).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-snapshot-fleet-de-phone.png` });
  expect(await severeViolations(page, 'file of several vessels')).toEqual([]);
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^mars-baltic-pioneer-nordic-aurora-\d{4}-\d{2}-\d{2}\.marssync\.gz$/,
  );
  const file = (await download.path())!;
  const whole = await readFile(file);

  // A cut download resumes on the same bytes: the server answers the rest of the file it kept.
  const rest = await page.request.get((await link.getAttribute('href'))!, {
    headers: { range: 'bytes=100-' },
  });
  expect(rest.status()).toBe(206);
  expect(rest.headers()['content-range']).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
  expect(Buffer.from(await rest.body()).equals(whole.subarray(100))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // On a device with no link to the server: the first load cannot run, the file can.
  await page.route('**/api/v1/sync/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Datenquelle: Server-Datenbank' }).click();
  await page.getByRole('menuitem', { name: 'Lokale Browser-Datenbank' }).click();
  const failed = page.getByRole('button', { name: 'Verbindung: Synchronisierungsfehler' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await failed.click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(
    page.getByText(/^[\d.]+ Datensätze von Baltic Pioneer und Nordic Aurora aus der Datei vom /),
  ).toBeVisible({ timeout: 30_000 });
  expect(await severeViolations(page, 'file of two vessels loaded')).toEqual([]);

  // The device keeps the file's two vessels.
  const kept = await page.evaluate(async () => {
    const open = indexedDB.open('mars');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const entry = await new Promise<{ value: string[] } | undefined>((resolve) => {
      const request = db.transaction('_sync').objectStore('_sync').get('offlineVessels');
      request.onsuccess = () => resolve(request.result as { value: string[] } | undefined);
    });
    const ships = await new Promise<{ id: string; name: string }[]>((resolve) => {
      const request = db.transaction('ships').objectStore('ships').getAll();
      request.onsuccess = () => resolve(request.result as { id: string; name: string }[]);
    });
    db.close();
    return (entry?.value ?? []).map((id) => ships.find((ship) => ship.id === id)?.name).sort();
  });
  expect(kept).toEqual(['Baltic Pioneer', 'Nordic Aurora']);
});
