// What an app update costs a ship: the web app is built twice into directories of its own, the second
// time with one screen's source changed (the certificates list), and the bench adds up the files a
// client that has the first build fetches to get the second: every precache entry of the new service
// worker that the old one doesn't hold (same URL and revision), sw.js itself, and the changed screen's
// new files when that screen is next opened (cached at runtime). Each file counts with the size the
// server sends (its brotli copy where the build made one); HTTP headers are left out. The build's
// import map (vite build.chunkImportMap) keeps a changed chunk's new name out of the chunks that
// import it, so only that chunk, index.html (which holds the map) and sw.js change.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'vite';

const WEB = join(import.meta.dirname, '..', 'apps', 'web');
const CHANGED_SCREEN = 'src/modules/certificates/certificate.ui.tsx';

export type UpdateFigures = { bytes: number; files: string[]; changedScreenFile: string };

async function buildInto(outDir: string, revision: string | undefined): Promise<void> {
  await build({
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
    plugins: revision
      ? [
          {
            name: 'bench-change-one-screen',
            transform(code, id) {
              if (!id.endsWith(CHANGED_SCREEN)) return null;
              // A statement with an effect, so the bundler keeps it.
              return `${code}\nglobalThis.__MARS_BENCH_REVISION__ = ${JSON.stringify(revision)};\n`;
            },
          },
        ]
      : [],
  });
  execFileSync(process.execPath, [join(WEB, 'scripts', 'compress-dist.mjs'), outDir], { stdio: 'ignore' });
}

/** url -> revision of the precache list in a built sw.js (null for hashed names). */
function precacheEntries(dir: string): Map<string, string | null> {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const entries = new Map<string, string | null>();
  for (const match of sw.matchAll(/\{url:"([^"]+)",revision:(null|"[^"]*")\}/g)) {
    entries.set(match[1]!, match[2] === 'null' ? null : match[2]!.slice(1, -1));
  }
  if (entries.size === 0) throw new Error('app update bench: no precache list found in sw.js');
  return entries;
}

function assetNames(dir: string): Set<string> {
  return new Set(readdirSync(join(dir, 'assets')).filter((name) => !/\.(br|gz)$/.test(name)));
}

function wireSize(dir: string, file: string): number {
  const path = join(dir, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

export async function benchAppUpdate(): Promise<UpdateFigures> {
  const work = mkdtempSync(join(tmpdir(), 'mars-update-'));
  try {
    const before = join(work, 'before');
    const after = join(work, 'after');
    await buildInto(before, undefined);
    await buildInto(after, 'changed');
    const oldPrecache = precacheEntries(before);
    const fetched = new Set<string>(['sw.js']);
    for (const [url, revision] of precacheEntries(after)) {
      if (!oldPrecache.has(url) || oldPrecache.get(url) !== revision) fetched.add(url);
    }
    const oldAssets = assetNames(before);
    const changed = [...assetNames(after)].filter((name) => !oldAssets.has(name));
    for (const name of changed) fetched.add(`assets/${name}`);
    const bytes = [...fetched].reduce((sum, file) => sum + wireSize(after, file), 0);
    const changedScreenFile = changed.find((name) => name.startsWith('certificate.ui-')) ?? 'none';
    return { bytes, files: [...fetched], changedScreenFile };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
