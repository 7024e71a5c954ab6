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
  'src/modules/auth/login.page.tsx',
  'src/app/layout/app-layout.tsx',
  'src/app/toasts.tsx',
  '../../packages/i18n/src/catalogues/en.ts',
  '../../packages/i18n/src/catalogues/de.ts',
];

/** The files outside the bundle graph that belong to the shell (public/ and the web manifest). */
export const SHELL_STATIC = ['index.html', 'mars.svg', 'manifest.webmanifest'];

/** Files (relative to dist) of the shell modules and of everything they import statically. */
export function shellFiles(manifest: BuildManifest): Set<string> {
  const files = new Set(SHELL_STATIC);
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
  for (const key of SHELL_MODULES) visit(key);
  return files;
}

export function readBuildManifest(dist: string): BuildManifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}
