// Settings 'Data and backup' (issue 11): an organization admin downloads a backup, sets how often the
// server writes one, and clears what the browser keeps - in English and German, on a desktop and a
// phone, in both layouts, with no severe axe violation. A user who is no admin sees only 'Clear cache'.
import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { ARTIFACTS_DIR, expectSettled, severeViolations, signIn } from './support';

const TEXTS = {
  en: {
    settings: 'Settings',
    section: 'Data and backup',
    backupNow: 'Backup now',
    frequency: 'Frequency',
    save: 'Save frequency',
    saved: 'Backup frequency saved.',
    clear: 'Clear cache',
    confirmTitle: 'Clear the cache?',
    cleared: 'Cache cleared.',
    frequencies: { hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  },
  de: {
    settings: 'Einstellungen',
    section: 'Daten und Sicherung',
    backupNow: 'Jetzt sichern',
    frequency: 'Häufigkeit',
    save: 'Häufigkeit speichern',
    saved: 'Häufigkeit der Sicherung gespeichert.',
    clear: 'Cache leeren',
    confirmTitle: 'Cache leeren?',
    cleared: 'Cache geleert.',
    frequencies: { hourly: 'Stündlich', daily: 'Täglich', weekly: 'Wöchentlich', monthly: 'Monatlich' },
  },
} as const;

type Frequency = keyof (typeof TEXTS)['en']['frequencies'];
const CASES: { language: 'en' | 'de'; device: 'desktop' | 'phone'; layout: string; frequency: Frequency }[] =
  [
    { language: 'en', device: 'desktop', layout: 'modern', frequency: 'daily' },
    { language: 'de', device: 'phone', layout: 'classic', frequency: 'weekly' },
    { language: 'en', device: 'phone', layout: 'modern', frequency: 'hourly' },
    { language: 'de', device: 'desktop', layout: 'classic', frequency: 'monthly' },
  ];

async function openSettings(page: Page, language: string, layout: string) {
  // Kept in this browser only: other specs sign in as the same admin and expect English.
  await page.evaluate(
    ([chosenLanguage, chosenLayout]) => {
      localStorage.setItem('mars.language', chosenLanguage!);
      localStorage.setItem('mars.layout', chosenLayout!);
    },
    [language, layout],
  );
  await page.goto('/settings#data-backup');
  await expectSettled(page);
}

for (const { language, device, layout, frequency } of CASES) {
  test(`an admin backs up, schedules backups and clears the cache (${language}, ${device}, ${layout})`, async ({
    page,
  }) => {
    const text = TEXTS[language];
    if (device === 'phone') await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'admin@mars.demo');
    await openSettings(page, language, layout);
    await expect(page.getByRole('heading', { level: 1, name: text.settings })).toBeVisible();
    const section = page.getByRole('region', { name: text.section });
    await expect(section).toBeVisible();

    // Backup now: a .tar.gz file arrives.
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: text.backupNow }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mars-backup-.*-mars-demo-shipping\.tar\.gz$/);
    const bytes = await readFile((await download.path())!);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

    // The automatic backups' frequency is saved and shown again after a reload.
    await section.getByRole('combobox', { name: text.frequency }).click();
    await page.getByRole('option', { name: text.frequencies[frequency], exact: true }).click();
    await section.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await page.reload();
    await expectSettled(page);
    await expect(
      page.getByRole('region', { name: text.section }).getByRole('combobox', { name: text.frequency }),
    ).toHaveValue(text.frequencies[frequency]);

    if (device === 'phone') {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    }
    await page.getByRole('region', { name: text.section }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${ARTIFACTS_DIR}/settings-data-backup-${language}-${device}.png`,
      fullPage: true,
    });
    expect(await severeViolations(page, `data and backup ${language} ${device}`)).toEqual([]);

    // Clear cache, after a confirmation: the app's kept data goes, the sign-in and language stay.
    await page.evaluate(async () => {
      localStorage.setItem('mars.e2e-probe', '1');
      await caches.open('mars-e2e-probe');
    });
    await page.getByRole('region', { name: text.section }).getByRole('button', { name: text.clear }).click();
    const dialog = page.getByRole('dialog', { name: text.confirmTitle });
    // Opened, its transition over: axe reads the colours as they stay.
    await expect(dialog).toHaveCSS('opacity', '1');
    expect(await severeViolations(page, `clear cache dialog ${language} ${device}`)).toEqual([]);
    await dialog.getByRole('button', { name: text.clear }).click();
    await expect(page.getByText(text.cleared)).toBeVisible();
    const kept = await page.evaluate(async () => ({
      probe: localStorage.getItem('mars.e2e-probe'),
      language: localStorage.getItem('mars.language'),
      caches: await caches.keys(),
    }));
    expect(kept).toEqual({ probe: null, language, caches: [] });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text.settings })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('mars.language', 'en'));
  });
}

test('a user who is no admin sees only Clear cache in Data and backup', async ({ page }) => {
  await signIn(page, 'master@mars.demo');
  await page.goto('/settings');
  await expectSettled(page);
  const section = page.getByRole('region', { name: 'Data and backup' });
  await expect(section.getByRole('button', { name: 'Clear cache' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Backup now' })).toHaveCount(0);
  await expect(section.getByRole('combobox', { name: 'Frequency' })).toHaveCount(0);
  await expect(section.getByText('Restore', { exact: true })).toHaveCount(0);
});

test('a super admin restores a backup into a new organization and learns the new sign-ins', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'super@mars.demo');
  const archive = await page.request.get('/api/v1/backup');
  expect(archive.status()).toBe(200);
  await page.goto('/settings#data-backup');
  await expectSettled(page);
  const section = page.getByRole('region', { name: 'Data and backup' });
  await section.getByLabel('Name of the new organization').fill('Nordic Aurora Shipping (restored)');
  // Mantine's FileInput opens the browser's file chooser.
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Backup archive' }).click();
  await (
    await chooser
  ).setFiles({ name: 'backup.tar.gz', mimeType: 'application/gzip', buffer: await archive.body() });
  await section.getByRole('button', { name: 'Restore into a new organization' }).click();
  const done = section
    .getByRole('alert')
    .filter({ hasText: 'Restored as "Nordic Aurora Shipping (restored)".' });
  // A whole organization is written in one transaction: on a busy machine that takes longer than a click.
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done).toContainText(/admin@mars\.demo → admin\+restored-[0-9a-f]{8}@mars\.demo/);
  expect(await severeViolations(page, 'restore done')).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/settings-restore-done.png`, fullPage: true });

  // A file that is no backup is refused on the field.
  const again = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Backup archive' }).click();
  await (
    await again
  ).setFiles({ name: 'notes.tar.gz', mimeType: 'application/gzip', buffer: Buffer.from('notes') });
  await section.getByRole('button', { name: 'Restore into a new organization' }).click();
  await expect(section.getByText('The file is not a MARS backup, or it is damaged.')).toBeVisible();
});
