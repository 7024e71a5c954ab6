// The app's start (main.tsx imports it once the placeholder is painted): the boot, the router, and
// the first render in the user's language with the first screen's styles.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { AppProviders } from './app-providers';
import { startBoot } from './boot';
import { applyFirstScreenSheets } from './first-screen-sheet';
import { i18nReady } from './i18n';
import { createAppRouter } from './router';

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
// logged (spec section 8). It caches the app shell so MARS opens without a network. The start runs
// after the first paint, often once the page has loaded already.
function registerServiceWorker(): void {
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => console.info('[sw] registered', registration.scope))
    .catch((error: unknown) => console.warn('[sw] registration failed', error));
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
