import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { existsSync, readdirSync, writeFileSync } from 'node:fs';

import {
  assertFirstScreenWithoutDefinitions,
  assertKernelWithoutDefinitions,
  CHUNK_GROUPS,
  firstScreenPreloads,
  readBuildManifest,
  shellFiles,
} from './app-shell';
import { FIRST_SCREEN_SHEET } from './src/app/first-screen-sheet';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
/** Where this build writes (the bench builds into a directory of its own). */
let builtDir = outDir;

export default defineConfig({
  root,
  plugins: [
    react(),
    {
      name: 'mars-out-dir',
      configResolved(config) {
        builtDir = resolve(config.root, config.build.outDir);
      },
    },
    {
      // The first screen's stylesheet does not hold back the first paint: the placeholder in
      // index.html carries its own styles and shows as soon as the page arrives, while the sheet
      // loads beside the scripts (preloaded at high priority, applied from 'print' to every medium by
      // main.tsx before React draws anything). It stays in the head, ahead of the styles Mantine and
      // later screens add there, so the cascade keeps its order.
      name: 'mars-first-screen-stylesheet',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) =>
          html.replace(
            /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
            (_sheet, href: string) =>
              `<link rel="preload" as="style" crossorigin href="${href}">` +
              `<link rel="stylesheet" crossorigin href="${href}" media="print" ${FIRST_SCREEN_SHEET}>`,
          ),
      },
    },
    {
      // preloads.json: the first screen's scripts, which the server names in index.html.
      // offline-assets.json: every script and style of the build, which a browser on the local data
      // source fetches once so that each screen opens with the link cut (offline/offline-assets.ts).
      name: 'mars-first-screen-preloads',
      apply: 'build',
      generateBundle(_options, bundle) {
        try {
          assertKernelWithoutDefinitions(
            Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : [])),
          );
        } catch (error) {
          // Said here too: the service worker's step, run after a failed build, fails on its own.
          console.error((error as Error).message);
          throw error;
        }
      },
      closeBundle() {
        // A build that failed wrote no manifest: its own error says why.
        if (!existsSync(resolve(builtDir, '.vite', 'manifest.json'))) return;
        const manifest = readBuildManifest(builtDir);
        assertFirstScreenWithoutDefinitions(manifest);
        const preloads = firstScreenPreloads(manifest);
        writeFileSync(resolve(builtDir, 'preloads.json'), JSON.stringify(preloads));
        const assets = readdirSync(resolve(builtDir, 'assets'))
          .filter((name) => /\.(js|css)$/.test(name))
          .map((name) => `/assets/${name}`);
        writeFileSync(resolve(builtDir, 'offline-assets.json'), JSON.stringify(assets));
      },
    },
    // The service worker /sw.js caches the app shell so MARS opens with the network cut
    // (spec section 2). main.tsx registers it on window load. Only the shell is precached
    // (app-shell.ts); a screen's chunks are cached the first time it opens (CacheFirst: their names
    // carry a hash of their content), so an update downloads only the shell files that changed.
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      registerType: 'autoUpdate',
      injectRegister: null,
      includeAssets: ['mars.svg'],
      manifest: {
        name: 'MARS - Maintenance And Reporting System',
        short_name: 'MARS',
        description: 'Maintenance And Reporting System for ships and their shore offices',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1971c2',
        icons: [{ src: '/mars.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles(readBuildManifest(builtDir));
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
        // Hashed names: no need for Workbox's cache-busting revision query.
        dontCacheBustURLsMatching: /^assets\//,
        runtimeCaching: [
          {
            // Written into sw.js as it stands: no references to this file. Vite names every file
            // under /assets/ by a hash of its content, so a cached copy stays right for good.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'mars-assets',
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 365, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // The manifest lets `npm run bench` add up what each route loads.
    manifest: true,
    chunkImportMap: true,
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
