// Everything the screens rely on, outermost first: theme, toasts, server state, i18n, the signed-in
// user and the selected vessel. The router sits inside (main.tsx).
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { AuthProvider } from './auth/auth-context';
import { i18n } from './i18n';
import { createQueryClient } from './query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import { VesselProvider } from './vessel-context';

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
          <AuthProvider>
            <VesselProvider>{children}</VesselProvider>
          </AuthProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
