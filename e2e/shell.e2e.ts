// The app frame: menus of both layouts, language, guards, the phone drawer and accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { ARTIFACTS_DIR, collectConsoleErrors, expectSettled, signIn } from './support';

/** Group label, entry label and path of the modern side menu (navigation.ts in English): the built screens. */
const MENU: readonly [group: string | null, entry: string, path: string][] = [
  [null, 'Dashboard', '/'],
  ['Certificates', 'All Certificates', '/certificates'],
  ['Certificates', 'Expiring', '/certificates/expiring'],
  ['Maintenance', 'Overview', '/maintenance'],
  ['Maintenance', 'Equipment', '/maintenance/equipment'],
  ['Maintenance', 'Work Orders', '/maintenance/work-orders'],
  ['Maintenance', 'Calendar', '/maintenance/calendar'],
  ['Maintenance', 'Planned Jobs', '/maintenance/jobs'],
  ['Crew', 'Personnel', '/crew/personnel'],
  ['Crew', 'Crew Certificates', '/crew/certificates'],
  ['Crew', 'Working Hours', '/crew/hours'],
  ['Crew', 'Training', '/crew/training'],
  ['Safety', 'Inspections', '/safety/inspections'],
  ['Safety', 'Incidents', '/safety/incidents'],
  ['Safety', 'Drills', '/safety/drills'],
  ['Safety', 'Risk Assessments', '/safety/risk-assessments'],
  ['Logbook', 'Logbook Dashboard', '/logbook'],
  ['Logbook', 'Entries', '/logbook/entries'],
  ['Logbook', 'Logbook Reports', '/logbook/reports'],
  ['Logbook', 'Watch Schedule', '/logbook/watch-schedule'],
  ['Environmental', 'Oil Record Book', '/environmental/orb'],
  ['Environmental', 'Garbage Record Book', '/environmental/grb'],
  ['Environmental', 'Ballast Water', '/environmental/ballast'],
  ['Environmental', 'Emissions', '/environmental/emissions'],
  [null, 'Corrective Actions', '/corrective-actions'],
  ['Navigation', 'Positions', '/navigation/positions'],
  ['Navigation', 'Passages', '/navigation/passages'],
  ['Navigation', 'Port Calls', '/navigation/port-calls'],
  ['Compliance', 'Audits', '/compliance/audits'],
  ['Compliance', 'Non-Conformities', '/compliance/non-conformities'],
  [null, 'Tasks', '/tasks'],
  ['System', 'Search', '/search'],
  ['System', 'Users', '/users'],
  ['System', 'Fleet', '/vessels'],
  ['System', 'Settings', '/settings'],
];

/** Screens whose heading says more than their menu label (the menu shows them inside their group). */
const HEADINGS: Record<string, string> = {
  '/users': 'Users',
  '/settings': 'Settings',
  '/certificates': 'Certificates',
  '/certificates/expiring': 'Expiring Certificates',
  '/maintenance': 'Maintenance overview',
  '/maintenance/work-orders': 'Work orders',
  '/maintenance/calendar': 'Maintenance calendar',
  '/crew/certificates': 'Crew certificates',
  '/crew/hours': 'Working and rest hours',
  '/crew/training': 'Training records',
  '/safety/incidents': 'Incidents and near misses',
  '/safety/risk-assessments': 'Risk register',
  '/corrective-actions': 'Corrective actions',
  '/navigation/positions': 'Navigation Positions',
  '/navigation/passages': 'Passages / Voyages',
  '/environmental/emissions': 'Emissions monitoring',
  '/compliance/non-conformities': 'Non-conformities and observations',
};

/** Screens of the specification whose modules are not built: in no menu, and they lead to '/'. */
const UNBUILT: readonly [entry: string, path: string][] = [
  ['Stock Items', '/inventory'],
  ['Documents', '/documents'],
  ['Form Library', '/forms'],
  ['MRV Dashboard', '/mrv'],
  ['IHM Dashboard', '/ihm'],
  ['Reports', '/reports'],
];
const UNBUILT_GROUPS = ['Inventory', 'Forms', 'EU-MRV', 'IHM'];

const ADMIN = 'admin@mars.demo';
const OFFICER = 'officer@mars.demo';

function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' }).first();
}

async function expectScreen(page: Page, path: string, title: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('modern layout', () => {
  test('every menu entry opens its screen without a console error', async ({ page }) => {
    // Some sixty screens, each loaded: longer than one page's budget.
    test.setTimeout(240_000);
    const errors = collectConsoleErrors(page);
    await signIn(page, ADMIN);
    const menu = sideMenu(page);
    for (const [group, entry, path] of MENU) {
      // A live count may follow the label ('Expiring 2').
      const link = menu.getByRole('link', { name: new RegExp(`^${entry}( \\d+)?$`) });
      if (group) {
        const toggle = menu.getByRole('button', { name: group, exact: true });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      await link.click();
      await expectScreen(page, path, HEADINGS[path] ?? entry);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
    await page.screenshot({ path: `${ARTIFACTS_DIR}/modern-settings.png` });
    expect(errors).toEqual([]);
  });

  test('unbuilt modules are in no menu and their routes lead to the dashboard', async ({ page }) => {
    // Twelve screens, each opened from the address bar.
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    for (const group of UNBUILT_GROUPS) {
      await expect(menu.getByRole('button', { name: group, exact: true })).toHaveCount(0);
    }
    for (const [entry, path] of UNBUILT) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
      await page.goto(path);
      await expectScreen(page, '/', 'Dashboard');
    }
    await page.goto('/profile?tab=notifications');
    await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('checkbox', { name: 'Work orders' })).toBeVisible();
    await expect(page.getByText(/not configurable yet|arrives with|not built|coming soon/i)).toHaveCount(0);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText(/arrives with|later issue|not stored yet/i)).toHaveCount(0);
    await page.getByRole('button', { name: /^Data source/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Remote database',
      'Local browser database',
      'Download a file of several vessels',
    ]);
  });

  test('vessel screens ask for a vessel until one is chosen', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/logbook/watch-schedule');
    await expect(page.getByText('Please select a vessel to view entries')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/no-vessel.png` });
    await page.getByRole('combobox', { name: 'Vessel' }).click();
    await page.getByRole('option', { name: 'Nordic Aurora' }).click();
    await expect(page.getByRole('option', { name: 'Nordic Aurora' })).toBeHidden();
    await expect(page.getByRole('list', { name: 'Deck watch' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Vessel' })).toHaveValue('Nordic Aurora');
  });

  test('the bell (unread notices) and the expiring badge show real counts', async ({ page }) => {
    await signIn(page, ADMIN);
    const answer = await page.request.get('/api/v1/notifications');
    const { rows, total, unread } = (await answer.json()) as {
      rows: { type: string }[];
      total: number;
      unread: number;
    };
    const certificateRows = rows.filter((row) => row.type.startsWith('certificate')).length;
    await expect(sideMenu(page).getByRole('link', { name: /^Expiring/ })).toHaveAccessibleName(
      certificateRows ? `Expiring ${certificateRows}` : 'Expiring',
    );
    await expect(
      page.getByRole('link', { name: `Notifications: ${unread === 0 ? 'none' : unread} unread` }),
    ).toBeVisible();
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await expectScreen(page, '/notifications', 'Notifications');
    await expect(page.getByRole('listitem')).toHaveCount(total);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/notifications.png` });
  });

  test('the user menu shows name and role and logs out to /login', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('button', { name: /User menu of Henrik Sorensen/ }).click();
    await expect(page.getByRole('menu').getByText('COMPANY ADMIN')).toBeVisible();
    await page.mouse.click(600, 500);
    await expect(page.getByRole('menu')).toBeHidden();
    await page.getByRole('button', { name: /User menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sync indicator tells the truth when the network goes away', async ({ page, context }) => {
    await signIn(page, ADMIN);
    await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  });
});

test('every menu entry opens in the classic layout', async ({ page }) => {
  // Some sixty screens, each loaded from the server: longer than one page's budget.
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'Switch to the classic layout' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await expect(page.getByText('Database: Connected')).toBeVisible();
  await expect(page.getByText('User: Active')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/classic-dashboard.png` });
  const tabs = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
  await expect(tabs).toHaveText([
    'Dashboard',
    'Certificates',
    'Maintenance',
    'Crew',
    'Safety',
    'Configuration',
  ]);
  for (const [entry] of UNBUILT) {
    await expect(sideMenu(page).getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  }
  for (const [, entry, path] of MENU) {
    await page.goto(path);
    await expectScreen(page, path, HEADINGS[path] ?? entry);
  }
  await page.goto('/crew/hours');
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Crew' }),
  ).toHaveAttribute('aria-current', 'page');
  await sideMenu(page).getByRole('link', { name: 'Training' }).click();
  await expectScreen(page, '/crew/training', HEADINGS['/crew/training']!);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('German: the language switch turns the frame German and stays', async ({ page }) => {
  // Its own user: the language is kept on the account too, and other tests sign in as ADMIN.
  await signIn(page, 'super@mars.demo');
  // Start from English even when an earlier run left German on the account.
  await page.request.put('/api/v1/auth/preferences', {
    data: { language: 'en' },
    headers: { 'X-Requested-With': 'mars' },
  });
  await page.evaluate(() => localStorage.setItem('mars.language', 'en'));
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'German', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  const germanMenu = page.getByRole('navigation', { name: 'Hauptmenü' }).first();
  await expect(germanMenu.getByRole('button', { name: 'Zertifikate', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(germanMenu.getByRole('link', { name: 'Alle Zertifikate' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Schiff' })).toHaveAttribute(
    'placeholder',
    'Schiff wählen',
  );
  await page.screenshot({ path: `${ARTIFACTS_DIR}/german-settings.png` });
  await page.getByRole('combobox', { name: 'Sprache' }).click();
  await page.getByRole('option', { name: 'Englisch', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('an unknown path goes to the dashboard', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/compliance/nc');
  await expectScreen(page, '/', 'Dashboard');
});

test('signed out, a protected place leads to /login and back after signing in', async ({ page }) => {
  await page.goto('/maintenance/work-orders?status=open');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill('Mars-Demo-2026!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/maintenance\/work-orders\?status=open$/);
});

test('Access Denied for a non-admin on /users', async ({ page }) => {
  await signIn(page, OFFICER);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByText('This feature is only available to administrators.')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/access-denied.png` });
});

test('phone: the drawer opens from the burger and its backdrop closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, ADMIN);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  // The slide-in has finished when the drawer's left edge rests at the screen's.
  await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBeCloseTo(0, 0);
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/phone-drawer.png` });
  await page.mouse.click(360, 400);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Expiring' }).click();
  await expect(drawer).toBeHidden();
  await expectScreen(page, '/certificates/expiring', 'Expiring');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: /User menu of/ })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${ARTIFACTS_DIR}/phone-expiring.png` });
});

test('after one visit the app shell opens with the network cut', async ({ page, context }) => {
  await signIn(page, ADMIN);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.goto('/certificates');
  await expect(
    page
      .getByRole('banner')
      .or(page.getByRole('button', { name: 'Sign In' }))
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-shell.png` });
  await context.setOffline(false);
});

// One test per screen: six page loads and axe runs in one test outlast its time on a busy machine.
for (const path of ['/', '/settings', '/users', '/notifications', '/logbook']) {
  test(`axe finds no serious or critical violation on the app frame at ${path}`, async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto(path);
    await expectSettled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      severe.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`),
    ).toEqual([]);
  });
}

test('axe finds no serious or critical violation in the classic layout', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/');
  await expectSettled(page);
  await page.getByRole('button', { name: 'Switch to the classic layout' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  // Move away so the toggle's tooltip is not measured while it fades in.
  await page.mouse.move(600, 500);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);
});
