// Everything the screens rely on, outermost first: theme, toasts, server state, i18n, the signed-in
// user and the selected vessel. The router sits inside (main.tsx).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { AuthProvider } from './auth/auth-context';
import { i18n } from './i18n';
import { createQueryClient } from './query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import { VesselProvider } from './vessel-context';

/** Spec section 9: toasts top-right, at most 5, 5000 ms. */
export const TOAST_POSITION = 'top-right';
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />
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
