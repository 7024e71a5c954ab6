// The route table (spec section 2, design.md section 12): /login is public; every screen of
// navigation.ts that is there sits behind the authentication guard inside the main layout, each
// loaded lazily. Any other path, a screen whose module has not landed among them, leads to '/'.
import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';

import type { ScreenHandle } from './current-screen';
import { RouteErrorPage } from './error-boundary';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireVessel } from './guards/require-vessel';
import { LoadingScreen } from './loading-screen';
import { ALL_SCREENS } from './navigation';
import type { Screen, ScreenKind } from './navigation';

type ScreenModule = () => Promise<ComponentType>;

/** Which module renders each kind of screen; each is its own chunk. */
export const SCREEN_MODULES: Record<ScreenKind, ScreenModule> = {
  users: () => import('../modules/admin/users.page').then((m) => m.UsersPage),
  settings: () => import('../modules/settings/settings.page').then((m) => m.SettingsPage),
  notifications: () => import('../modules/notifications/notifications.page').then((m) => m.NotificationsPage),
  profile: () => import('../modules/profile/profile.page').then((m) => m.ProfilePage),
  dashboard: () => import('../modules/dashboard/dashboard.page').then((m) => m.DashboardPage),
  certificates: () => import('../modules/certificates/certificates.page').then((m) => m.CertificatesPage),
  certificatesExpiring: () =>
    import('../modules/certificates/expiring-certificates.page').then((m) => m.ExpiringCertificatesPage),
  maintenanceOverview: () =>
    import('../modules/maintenance/maintenance-overview.page').then((m) => m.MaintenanceOverviewPage),
  equipment: () => import('../modules/maintenance/equipment.page').then((m) => m.EquipmentPage),
  workOrders: () => import('../modules/maintenance/work-orders.page').then((m) => m.WorkOrdersPage),
  maintenanceJobs: () =>
    import('../modules/maintenance/maintenance-jobs.page').then((m) => m.MaintenanceJobsPage),
  maintenanceCalendar: () =>
    import('../modules/maintenance/maintenance-calendar.page').then((m) => m.MaintenanceCalendarPage),
  personnel: () => import('../modules/crew/personnel.page').then((m) => m.PersonnelPage),
  crewCertificates: () =>
    import('../modules/crew/crew-certificates.page').then((m) => m.CrewCertificatesPage),
  workingHours: () => import('../modules/crew/working-hours.page').then((m) => m.WorkingHoursPage),
  training: () => import('../modules/crew/training.page').then((m) => m.TrainingPage),
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

export function screenRoute(screen: Screen & { kind: ScreenKind }): RouteObject {
  const handle: ScreenHandle = { screen };
  const lazy = async () => ({ Component: guarded(screen, await SCREEN_MODULES[screen.kind]()) });
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
