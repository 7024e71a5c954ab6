// JavaScript shipped (gzip) for the login route and for the app shell, from Vite's build manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
};

const DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(DIST, file))).length;
}

/** A chunk and everything it imports statically (what the browser loads before it runs). */
function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

export function bundleSizes(): { loginKb: number; shellKb: number; entryKb: number } | undefined {
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const find = (pattern: RegExp) => Object.keys(manifest).filter((key) => pattern.test(key));
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0) / 1024;
  return {
    entryKb: sum(closure(manifest, [entry])),
    loginKb: sum(closure(manifest, [entry, ...find(/login\.page\.tsx$/)])),
    shellKb: sum(
      closure(manifest, [
        entry,
        ...find(/(app|modern|classic)-layout\.tsx$/),
        ...find(/protected|app-frame|app-shell/),
      ]),
    ),
  };
}
