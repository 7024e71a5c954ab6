// The entry. The placeholder in index.html (its own inline styles) is painted first, then the app's
// scripts run: their evaluation and the first render take a slow phone a second and more, and
// without this the browser may hold its first paint until they are done, showing a blank page. The
// scripts are fetched meanwhile (the server names them as preloads in index.html). A hidden tab,
// which paints no frame, starts after a short wait.
import './app/first-screen-styles';

await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});
await import('./app/start');
