// The route table (spec section 2, design.md section 12): /login, /forgot-password and
// /reset-password are public; every screen of navigation.ts that is there sits behind the
// authentication guard inside the main layout, each loaded lazily: a module's page by its kind, an
// entity's screen as the registry screen (entity-screens.ts). Any other path, a screen whose module
// has not landed among them, leads to '/'.
import { createElement, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';

import type { ScreenHandle } from './current-screen';
import { RouteErrorPage } from './error-boundary';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireVessel } from './guards/require-vessel';
import { loadEntityScreen } from './entity-screens';
import { LoadingScreen } from './loading-screen';
import { ALL_SCREENS } from './navigation';
import type { AvailableScreen, Screen, ScreenKind } from './navigation';

type ScreenModule = () => Promise<ComponentType>;

/** Which module renders each kind of a module's own screen; each is its own chunk. */
export const SCREEN_MODULES: Record<ScreenKind, ScreenModule> = {
  users: () => import('../modules/admin/users.page').then((m) => m.UsersPage),
  settings: () => import('../modules/settings/settings.page').then((m) => m.SettingsPage),
  notifications: () => import('../modules/notifications/notifications.page').then((m) => m.NotificationsPage),
  profile: () => import('../modules/profile/profile.page').then((m) => m.ProfilePage),
  dashboard: () => import('../modules/dashboard/dashboard.page').then((m) => m.DashboardPage),
  certificatesExpiring: () =>
    import('../modules/certificates/expiring-certificates.page').then((m) => m.ExpiringCertificatesPage),
  maintenanceOverview: () =>
    import('../modules/maintenance/maintenance-overview.page').then((m) => m.MaintenanceOverviewPage),
  workOrders: () => import('../modules/maintenance/work-orders.page').then((m) => m.WorkOrdersPage),
  maintenanceCalendar: () =>
    import('../modules/maintenance/maintenance-calendar.page').then((m) => m.MaintenanceCalendarPage),
  workingHours: () => import('../modules/crew/working-hours.page').then((m) => m.WorkingHoursPage),
  logbookDashboard: () =>
    import('../modules/logbook/logbook-dashboard.page').then((m) => m.LogbookDashboardPage),
  logbookEntries: () => import('../modules/logbook/logbook-entries.page').then((m) => m.LogbookEntriesPage),
  logbookEntryForm: () =>
    import('../modules/logbook/logbook-entry-form.page').then((m) => m.LogbookEntryFormPage),
  logbookEntryDetail: () =>
    import('../modules/logbook/logbook-entry-detail.page').then((m) => m.LogbookEntryDetailPage),
  logbookReports: () => import('../modules/logbook/logbook-reports.page').then((m) => m.LogbookReportsPage),
  watchSchedule: () => import('../modules/logbook/watch-schedule.page').then((m) => m.WatchSchedulePage),
  search: () => import('../modules/search/search.page').then((m) => m.SearchPage),
  tasks: () => import('../modules/tasks/tasks.page').then((m) => m.TasksPage),
};

function guarded(screen: Screen, Page: ComponentType): ComponentType {
  function GuardedScreen() {
    let content = <Page />;
    if (screen.requiresVessel) content = <RequireVessel>{content}</RequireVessel>;
    if (screen.adminOnly) content = <RequireAdmin>{content}</RequireAdmin>;
    return content;
  }
  GuardedScreen.displayName = `Screen(${screen.path})`;
  return GuardedScreen;
}

/**
 * A screen whose code could not be fetched: each time it mounts it fetches again, shows the loading
 * screen meanwhile and the crash screen (the route's error element) if the fetch fails again.
 */
function screenLoadedLater(load: () => Promise<ComponentType>): ComponentType {
  function ScreenLoadedLater() {
    const [state, setState] = useState<{ Page?: ComponentType; error?: unknown }>({});
    useEffect(() => {
      let mounted = true;
      load().then(
        (Page) => mounted && setState({ Page }),
        (error: unknown) => mounted && setState({ error }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (state.error) throw state.error;
    return state.Page ? createElement(state.Page) : <LoadingScreen />;
  }
  return ScreenLoadedLater;
}

/** The page of a screen: its module's page, or the registry screen of its entity. */
function loadPage(screen: AvailableScreen): Promise<ComponentType> {
  const { path } = screen;
  if (screen.entity) return loadEntityScreen(screen.entity);
  if (screen.kind) return SCREEN_MODULES[screen.kind]();
  throw new Error(`No page renders ${path}`);
}

export function screenRoute(screen: AvailableScreen): RouteObject {
  const handle: ScreenHandle = { screen };
  // A screen's code is fetched when it first opens (and kept by the service worker from then on).
  // If that fails (the network was cut before the screen was ever opened), the app frame still shows
  // and the screen tries again each time it is opened (screenLoadedLater).
  const load = async () => guarded(screen, await loadPage(screen));
  const lazy = async () => {
    try {
      return { Component: await load() };
    } catch {
      return { Component: screenLoadedLater(load) };
    }
  };
  return screen.path === '/'
    ? { index: true, handle, lazy, errorElement: <RouteErrorPage /> }
    : { path: screen.path.slice(1), handle, lazy, errorElement: <RouteErrorPage /> };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../modules/auth/login.page')).LoginPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../modules/auth/forgot-password.page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../modules/auth/reset-password.page')).ResetPasswordPage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: ALL_SCREENS.map(screenRoute),
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
