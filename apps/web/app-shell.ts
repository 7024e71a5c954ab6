// The app shell the service worker precaches (vite.config.ts): what a start needs before any screen,
// so MARS opens with the network cut. Every other chunk (the sixty screens) is cached when first used,
// so a ship doesn't download every screen up front and an update fetches only the shell files whose
// hashed names changed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Vite's build manifest (dist/.vite/manifest.json), the fields used here. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; assets?: string[]; isEntry?: boolean }
>;

/** The modules every start loads: the entry, the sign-in page, the app frame, the toasts, the texts. */
export const SHELL_MODULES = [
  'index.html',
  'src/app/start.tsx',
  'src/modules/auth/login.page.tsx',
  'src/app/layout/app-layout.tsx',
  'src/app/toasts.tsx',
  '../../packages/i18n/src/catalogues/en.ts',
  '../../packages/i18n/src/catalogues/de.ts',
];

/** The files outside the bundle graph that belong to the shell (public/ and the web manifest). */
export const SHELL_STATIC = ['index.html', 'mars.svg', 'manifest.webmanifest'];

/** Files (relative to dist) of the modules and of everything they import statically. */
function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`app shell: ${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Files (relative to dist) of the shell modules and of everything they import statically. */
export function shellFiles(manifest: BuildManifest): Set<string> {
  return new Set([...SHELL_STATIC, ...staticClosure(manifest, SHELL_MODULES)]);
}

/**
 * The first screen of a visit, by whether the browser sends a session cookie: the sign-in page, or
 * the app frame every signed-in screen sits in, and in it the dashboard when the visit opens '/'.
 */
export const FIRST_SCREEN_MODULES = {
  /** What the entry imports once the placeholder is painted (main.tsx): every visit's. */
  start: 'src/app/start.tsx',
  signedOut: 'src/modules/auth/login.page.tsx',
  signedIn: 'src/app/layout/app-layout.tsx',
  dashboard: 'src/modules/dashboard/dashboard.page.tsx',
} as const;

/** The language catalogues (packages/i18n), each its own chunk. */
export const CATALOGUE_MODULES = {
  en: '../../packages/i18n/src/catalogues/en.ts',
  de: '../../packages/i18n/src/catalogues/de.ts',
} as const;

/**
 * What the server names in index.html as modulepreload links (preloads.json in dist): each first
 * screen's scripts, and each language's catalogue.
 */
export type FirstScreenPreloads = Record<Exclude<keyof typeof FIRST_SCREEN_MODULES, 'start'>, string[]> & {
  catalogues: Record<keyof typeof CATALOGUE_MODULES, string[]>;
};

/**
 * The scripts and styles of the first screen that the entry does not load itself. Named in index.html, they
 * load beside the entry instead of after it and the session check: on a satellite link each round
 * trip saved is a second or more. The dashboard's list leaves out what the app frame's has.
 */
export function firstScreenPreloads(manifest: BuildManifest): FirstScreenPreloads {
  const entry = staticClosure(manifest, ['index.html']);
  const scripts = (key: string, loaded: ReadonlySet<string> = entry) =>
    [...staticClosure(manifest, [key])].filter(
      (file) => (file.endsWith('.js') || file.endsWith('.css')) && !loaded.has(file),
    );
  const start = scripts(FIRST_SCREEN_MODULES.start);
  const withStart = (files: string[]) => [...new Set([...start, ...files])];
  const signedIn = withStart(scripts(FIRST_SCREEN_MODULES.signedIn));
  return {
    signedOut: withStart(scripts(FIRST_SCREEN_MODULES.signedOut)),
    signedIn,
    dashboard: scripts(FIRST_SCREEN_MODULES.dashboard, new Set([...entry, ...signedIn])),
    catalogues: {
      en: scripts(CATALOGUE_MODULES.en),
      de: scripts(CATALOGUE_MODULES.de),
    },
  };
}

/**
 * The signed-in first screen (the entry, the app frame, the dashboard) loads no entity definition:
 * the domain chunk (the definitions with zod, CHUNK_GROUPS) comes with the first screen that uses it.
 * The build fails otherwise, naming the chunk that brought it in.
 */
export function assertFirstScreenWithoutDefinitions(manifest: BuildManifest): void {
  const firstScreen = staticClosure(manifest, [
    'index.html',
    FIRST_SCREEN_MODULES.start,
    FIRST_SCREEN_MODULES.signedIn,
    FIRST_SCREEN_MODULES.dashboard,
  ]);
  const domain = [...firstScreen].filter((file) => /(?:^|\/)domain-[^/]*\.js$/.test(file));
  if (domain.length === 0) return;
  const by = Object.values(manifest)
    .filter((chunk) => firstScreen.has(chunk.file))
    .filter((chunk) => chunk.imports?.some((key) => domain.includes(manifest[key]?.file ?? '')))
    .map((chunk) => chunk.file);
  throw new Error(
    `The first screen loads the entity definitions (${domain.join(', ')}), imported by ${by.join(', ')}: ` +
      "import from '@mars/domain/first-screen' there, or load the rest with import().",
  );
}

/**
 * The kernel takes in what its modules import (CHUNK_GROUPS): a kernel module that imports the
 * domain's index instead of `@mars/domain/first-screen` carries the definitions with zod into every
 * first screen, with no domain chunk left to tell. The build fails then, naming what came in.
 */
export function assertKernelWithoutDefinitions(
  chunks: readonly { name: string; moduleIds: readonly string[] }[],
): void {
  const carried = chunks
    .filter((chunk) => chunk.name === 'kernel')
    .flatMap((chunk) => chunk.moduleIds)
    .filter(
      (id) =>
        (/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) && !FIRST_SCREEN_DOMAIN.test(id)) ||
        /[\\/]node_modules[\\/]zod[\\/]/.test(id),
    );
  if (carried.length === 0) return;
  throw new Error(
    `The kernel carries the domain's definitions (${carried.slice(0, 5).join(', ')}${carried.length > 5 ? ', ...' : ''}): ` +
      "import from '@mars/domain/first-screen' in the kernel, or load the rest with import().",
  );
}

export function readBuildManifest(dist: string): BuildManifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/** A node_modules package (or a scope's packages) in a module id, on any platform's separator. */
const packages = (names: string) => {
  const pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
  // Styles stay split by component: the first screen's stylesheet holds only what it shows.
  return (id: string) => pattern.test(id) && !id.endsWith('.css');
};

/** The modules of `@mars/domain/first-screen` (packages/domain/src/first-screen.ts): no schema among them. */
const FIRST_SCREEN_DOMAIN =
  /[\\/]packages[\\/]domain[\\/]src[\\/](?:first-screen|api[\\/]notification-pages|auth[\\/](?:password-reset|roles|two-factor)|entities[\\/](?:entity-manifest|entity-screen|entity-title))\.ts$/;

/**
 * Code-splitting groups: the libraries every screen needs, the domain and the app's kernel, each in one file instead
 * of the dozens of small shared chunks the bundler makes by default. A browser keeps at most six
 * connections to a server over HTTP/1.1, so sixty small files cost ten round trips one after the
 * other; on a satellite link (600 ms and more each) that was most of the first load. These files
 * change only when a library is updated, so an app update still downloads only what changed.
 */
export const CHUNK_GROUPS = [
  // Vite's loader of dynamic imports on its own (tiny): the entry needs it and nothing else before
  // the placeholder is painted (main.tsx), so it must not come inside the kernel.
  { name: 'preload', test: /vite[\\/]preload-helper/, priority: 40 },
  {
    name: 'vendor',
    test: packages(
      'react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack/(?:query-core|react-query)',
    ),
    priority: 30,
  },
  {
    name: 'ui',
    test: packages(
      '@mantine/(?:core|hooks|notifications)|@floating-ui/[^/\\\\]+|react-transition-group|react-remove-scroll(?:-bar)?|react-number-format|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|tslib|clsx|@tabler/icons-react',
    ),
    priority: 20,
  },
  // The domain's definitions and rules with zod, loaded with the first screen that uses them, less
  // its bundled data loaded on first use (the coastline of the garbage record book, *.data.ts: a
  // chunk of its own). What the first screen takes from the domain goes with the kernel.
  {
    name: 'domain',
    test: (id: string) =>
      (/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) || /[\\/]node_modules[\\/]zod[\\/]/.test(id)) &&
      !id.endsWith('.data.ts') &&
      !FIRST_SCREEN_DOMAIN.test(id),
    priority: 10,
  },
  {
    // The app's kernel (providers, session, data access, the shared parts of screens); the frame
    // (layout/, header/), the toasts (loaded after the first render), the password forms (they check
    // with the domain's rules) and the screens keep their own chunks; the first screen's styles go
    // with the entry (main.tsx), which runs nothing of the kernel before the placeholder is painted.
    name: 'kernel',
    test: (id: string) =>
      /[\\/]apps[\\/]web[\\/]src[\\/](?:data[\\/]|app[\\/](?!layout[\\/]|header[\\/]|toasts\.tsx|first-screen-styles\.ts|auth[\\/](?:new-password-fields|change-password-form)\.tsx))/.test(
        id,
      ) || FIRST_SCREEN_DOMAIN.test(id),
    // Ahead of the domain: a group takes in what its modules import, and the domain's definitions
    // import the roles the first screen needs too.
    priority: 15,
  },
];
