// Everything the screens rely on, outermost first: theme, toasts, server state, i18n, the signed-in
// user, the data source (remote or local) and the selected vessel. The router sits inside (main.tsx).
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { AuthProvider } from './auth/auth-context';
import { i18n } from './i18n';
import { queryClient, takeSessionCheck } from './boot';
import { DataSourceProvider } from './data-source';
import { SyncProvider } from './sync-status';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import { VesselProvider } from './vessel-context';

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <AuthProvider firstCheck={takeSessionCheck}>
            <DataSourceProvider>
              <SyncProvider>
                <VesselProvider>{children}</VesselProvider>
              </SyncProvider>
            </DataSourceProvider>
          </AuthProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
