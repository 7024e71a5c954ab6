// A screen rendered for a component test as in the app: Mantine, the English texts, a query client,
// the signed-in company admin and the vessel context, at a URL. The HTTP API is a stand-in: the
// session answers for the admin, `answer` for every other call; the URLs asked are kept.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

import { AuthProvider } from '../app/auth/auth-context';
import { VesselProvider } from '../app/vessel-context';
import { jsonAnswer } from './dom-test-support';

const ADMIN = {
  id: 'u1',
  email: 'admin@mars.demo',
  fullName: 'Admin',
  role: 'company_admin',
  vesselIds: [],
  twoFactorSetupRequired: false,
};

export function renderInApp(
  ui: ReactNode,
  options: { url: string; answer: (url: string) => Response },
): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url.endsWith('/auth/session')) {
      return jsonAnswer(200, {
        user: ADMIN,
        session: { expiresAt: '2099-01-01T00:00:00Z', rememberMe: false },
      });
    }
    return options.answer(url);
  });
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AuthProvider>
            <VesselProvider>
              <MemoryRouter initialEntries={[options.url]}>{ui}</MemoryRouter>
            </VesselProvider>
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return asked;
}
