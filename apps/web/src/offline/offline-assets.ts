// Every screen opens with the link cut on the local data source (issue 12): the service worker keeps
// the app shell and caches a screen's scripts when they are first fetched (vite.config.ts), so a
// browser that chooses 'local' fetches all of them once (the build lists them in
// /offline-assets.json). Each is fetched at most once per build: names carry their content's hash.
const WARMED_KEY = 'mars.offlineAssets';

/** Fetches the build's scripts and styles not fetched before; answers how many were fetched. */
export async function warmOfflineAssets(): Promise<number> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return 0;
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
