// The dashboard shows figures that match the demo data (for the selected vessel and for the fleet), the
// Ctrl+K search finds a certificate and opens its list, and the activity tab shows an edit just made.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

import type { OwnServer } from './own-server';
import { startOwnServer } from './own-server';
import { ARTIFACTS_DIR, collectConsoleErrors, signIn } from './support';

type Row = Record<string, unknown> & { id: string };

async function list(request: APIRequestContext, resource: string, params: Record<string, string>) {
  const query = new URLSearchParams({ limit: '100', ...params });
  const response = await request.get(`/api/v1/${resource}?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { rows: Row[]; total: number };
}

/** The figures as counted here from the list API, independently of the dashboard's own SQL. */
async function expectedFigures(request: APIRequestContext, vesselId?: string) {
  const scope: Record<string, string> = vesselId ? { vessel_id: vesselId } : {};
  // Each certificate's state as its list shows it: a cancelled or suspended one is none of the three.
  const certificates = (await list(request, 'certificates', scope)).rows;
  const inState = (...states: string[]) =>
    certificates.filter((row) => states.includes(String(row.current_status))).length;
  let open = 0;
  for (const status of ['pending', 'open', 'in_progress'])
    open += (await list(request, 'work-orders', { ...scope, status, limit: '1' })).total;
  const overdue = (await list(request, 'work-orders', { ...scope, is_overdue: 'true', limit: '1' })).total;
  const onBoard = (await list(request, 'personnel', { ...scope, status: 'on_board', limit: '1' })).total;
  return {
    certificatesValid: inState('valid', 'expiring_60', 'expiring_90'),
    certificatesExpiring: inState('expiring_30'),
    certificatesExpired: inState('expired'),
    workOrdersOpen: open,
    workOrdersOverdue: overdue,
    crewOnBoard: onBoard,
  };
}

async function expectKpis(page: Page, figures: Record<string, number>) {
  for (const [key, value] of Object.entries(figures)) {
    await expect(page.getByTestId(`kpi-${key}-value`), key).toHaveText(String(value));
  }
}

// The figures are compared with the lists at one moment, so no other spec may write meanwhile: these
// tests have a server and a database of their own.
test.describe('dashboard figures', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startOwnServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('shows figures that match the data of the fleet and of the selected vessel', async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    const errors = collectConsoleErrors(page);
    await signIn(page, 'admin@mars.demo');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Fleet status' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Select Nordic Aurora' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select Baltic Pioneer' })).toBeVisible();
    const fleet = await expectedFigures(page.request);
    expect(fleet.certificatesExpiring).toBe(1);
    await expectKpis(page, fleet);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/dashboard-fleet.png`, fullPage: true });

    await page.getByRole('button', { name: 'Select Nordic Aurora' }).click();
    // The vessel's figures are counted on the server (a month of every seafarer's rest hours among
    // them): on a machine busy with other work that takes longer than the usual wait.
    await expect(page.getByRole('heading', { name: 'Vessel status' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('9074729')).toBeVisible();
    const vessels = (await (await page.request.get('/api/v1/vessels')).json()).rows as Row[];
    const aurora = vessels.find((vessel) => vessel.name === 'Nordic Aurora')!;
    await expectKpis(page, await expectedFigures(page.request, aurora.id));
    await page.screenshot({ path: `${ARTIFACTS_DIR}/dashboard-vessel.png`, fullPage: true });

    await page.getByRole('tab', { name: /Tasks/ }).click();
    await expect(page).toHaveURL(/tab=tasks/);
    await expect(page.getByTestId('upcoming-tasks')).toContainText('Safety Management Certificate');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/dashboard-tasks.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  test('the notifications page lists overdue work orders and expiring crew certificates from the data', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await signIn(page, 'admin@mars.demo');
    const answer = await (await page.request.get('/api/v1/notifications')).json();
    await page.goto('/notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(answer.total);
    await expect(list).toContainText(/Work order WO-\d{4}-\d{4} on Nordic Aurora is \d+ days? overdue/);
    await expect(list).toContainText(/on Nordic Aurora expires in \d+ days?/);
    await expect(list).toContainText('Safety Management Certificate');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/notifications-derived.png`, fullPage: true });
  });
});

test.describe('dashboard', () => {
  test('Ctrl+K finds the Safety Management Certificate and opens the certificates list', async ({ page }) => {
    await signIn(page, 'admin@mars.demo');
    await page.goto('/');
    await expect(page.getByTestId('kpi-certificatesValid-value')).toBeVisible();
    await page.keyboard.press('Control+K');
    const box = page.getByPlaceholder('Search by name, number, authority…');
    await expect(box).toBeFocused();
    await box.fill('safety management');
    // The certificate itself (audits of the SMC are found too).
    const hit = page.getByRole('button', { name: /^Safety Management Certificate/ });
    await expect(hit).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/search-spotlight.png` });
    await hit.click();
    await expect(page).toHaveURL(/\/certificates\?q=Safety/);
    await expect(
      page.getByRole('cell', { name: 'Safety Management Certificate', exact: true }),
    ).toBeVisible();

    await page.goto('/search?q=Certificate');
    await expect(page.getByRole('heading', { name: 'Certificates', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Safety Management Certificate' })).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/search-page.png`, fullPage: true });
  });

  test('the activity tab shows an edit just made', async ({ page }) => {
    await signIn(page, 'admin@mars.demo');
    const certificate = (await list(page.request, 'certificates', { certificate_number: 'ILL-LR-2022-1180' }))
      .rows[0]!;
    const saved = await page.request.put(`/api/v1/certificates/${certificate.id}`, {
      headers: { 'X-Requested-With': 'mars' },
      data: { ...certificate, remarks: 'Annual survey endorsed in Singapore' },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/?tab=activity');
    const feed = page.getByTestId('activity-feed');
    await expect(feed).toContainText('Henrik Sorensen updated Certificate');
    await expect(
      feed.getByRole('link', { name: 'International Load Line Certificate' }).first(),
    ).toBeVisible();
    await expect(feed).toContainText('Changed: Remarks');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/dashboard-activity.png`, fullPage: true });
  });
});
