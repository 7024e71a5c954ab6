// Every screen opens with the link cut on the local data source (issue 12): the service worker keeps
// the app shell and caches a screen's scripts when they are first fetched (vite.config.ts), so a
// browser that chooses 'local' fetches all of them once (the build lists them in
// /offline-assets.json). Each is fetched at most once per build: names carry their content's hash.
const WARMED_KEY = 'mars.offlineAssets';

/** How long the first visit's service worker may take to install and take the page over. */
const TAKEOVER_MS = 60_000;

/**
 * Whether a service worker controls the page, waiting for it on a first visit: the worker installs
 * and takes the page over (clientsClaim) a moment after the start, and what is fetched before that
 * is not cached for offline use. No worker within the wait (none registered, the development
 * server): false.
 */
export async function pageControlled(
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
  waitMs = TAKEOVER_MS,
): Promise<boolean> {
  if (!container) return false;
  if (container.controller) return true;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    function done() {
      clearTimeout(timer);
      container!.removeEventListener('controllerchange', done);
      resolve();
    }
    container.addEventListener('controllerchange', done);
  });
  return Boolean(container.controller);
}

/** Fetches the build's scripts and styles not fetched before; answers how many were fetched. */
export async function warmOfflineAssets(): Promise<number> {
  if (!(await pageControlled())) return 0;
  const answer = await fetch('/offline-assets.json', { cache: 'no-cache' });
  if (!answer.ok) return 0;
  const assets = (await answer.json()) as string[];
  const listed = JSON.stringify(assets);
  if (localStorage.getItem(WARMED_KEY) === listed) return 0;
  let fetched = 0;
  // One at a time: on a satellite link the screen's own calls go first.
  for (const url of assets) {
    const response = await fetch(url).catch(() => null);
    if (response?.ok) fetched += 1;
  }
  if (fetched === assets.length) localStorage.setItem(WARMED_KEY, listed);
  return fetched;
}
