import './app/first-screen-styles';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { AppProviders } from './app/app-providers';
import { startBoot } from './app/boot';
import { applyFirstScreenSheets } from './app/first-screen-sheet';
import { i18nReady } from './app/i18n';
import { createAppRouter } from './app/router';

startBoot();
const router = createAppRouter();

// The first screen renders in the user's language and styled: its catalogue and stylesheet come first.
const root = document.getElementById('root');
void Promise.all([i18nReady, applyFirstScreenSheets()]).then(() => {
  if (!root) return;
  // A transition: React renders the first screen in slices and keeps the page responsive meanwhile
  // (on a slow phone one long render would block input for a second).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});

// Spec section 2: the service worker script /sw.js is registered on page load; the outcome is only
// logged (spec section 8). It caches the app shell so MARS opens without a network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => console.info('[sw] registered', registration.scope))
      .catch((error: unknown) => console.warn('[sw] registration failed', error));
  });
}
