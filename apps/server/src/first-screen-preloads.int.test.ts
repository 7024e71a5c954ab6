// index.html names the first screen's scripts as modulepreload links, so a browser on a slow link
// fetches them beside the entry: the sign-in page's without a session cookie, the app frame's with
// one (and the dashboard's too when the visit opens '/'), and the texts of the browser's language.
// The page goes out compressed as the browser accepts, like the rest of the web app.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from './sessions/auth.constants';
import type { TestApp } from './test-support';
import { createTestApp, signedIn } from './test-support';

const LOGIN = '<link rel="modulepreload" crossorigin href="/assets/login.page-A1.js">';
const FRAME = '<link rel="modulepreload" crossorigin href="/assets/app-layout-B2.js">';
const FRAME_STYLE = '<link rel="preload" as="style" href="/assets/app-layout-B2.css">';
const DASHBOARD = '<link rel="modulepreload" crossorigin href="/assets/dashboard.page-C3.js">';
const ENGLISH = '<link rel="modulepreload" crossorigin href="/assets/en-E1.js">';
const GERMAN = '<link rel="modulepreload" crossorigin href="/assets/de-D1.js">';
/** What a browser without a session cookie gets: no session, so the sign-in page shows at once. */
const SIGNED_OUT = '<script type="application/json" id="mars-session">null</script>';

describe('the first screen named in index.html', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mars-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>MARS</title></head><body><div id="root"><main>' +
        '<h1 id="first-screen-title" style="margin: 0">MARS</h1>' +
        '<p\n  id="first-screen-text">\n  Maintenance And Reporting System\n</p></main></div></body></html>',
    );
    writeFileSync(
      join(dist, 'preloads.json'),
      JSON.stringify({
        signedOut: ['assets/login.page-A1.js'],
        signedIn: ['assets/app-layout-B2.js', 'assets/app-layout-B2.css'],
        dashboard: ['assets/dashboard.page-C3.js'],
        catalogues: { en: ['assets/en-E1.js'], de: ['assets/de-D1.js'] },
      }),
    );
    t = await createTestApp('pglite', { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("names the sign-in page's scripts without a session cookie, on every client route", async () => {
    for (const url of ['/', '/login', '/certificates?q=IOPP']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`${LOGIN}${ENGLISH}${SIGNED_OUT}</head>`);
      expect(response.body).not.toContain(FRAME);
      expect(response.body).not.toContain(GERMAN);
    }
  });

  it("names the app frame's scripts and styles when the browser sends a session cookie", async () => {
    const response = await page('/certificates', { cookie: `${SESSION_COOKIE}=anything` });
    expect(response.body).toContain(`${FRAME}${FRAME_STYLE}${ENGLISH}</head>`);
    expect(response.body).not.toContain(LOGIN);
    expect(response.body).not.toContain(DASHBOARD);
    expect(response.headers.vary).toContain('cookie');
  });

  it("adds the dashboard's scripts when a signed-in visit opens '/'", async () => {
    for (const url of ['/', '/?from=mail']) {
      const response = await page(url, { cookie: `${SESSION_COOKIE}=anything` });
      expect(response.body).toContain(`${FRAME}${FRAME_STYLE}${DASHBOARD}${ENGLISH}</head>`);
    }
  });

  it("names the catalogue of the browser's first language that has one, English beside it", async () => {
    const german = await page('/login', { 'accept-language': 'fr-CH;q=0.9, de-AT, en;q=0.5' });
    expect(german.body).toContain(`${LOGIN}${GERMAN}${ENGLISH}${SIGNED_OUT}</head>`);
    expect(german.headers.vary).toContain('accept-language');
    const japanese = await page('/login', { 'accept-language': 'ja, de;q=0' });
    expect(japanese.body).toContain(`${LOGIN}${ENGLISH}${SIGNED_OUT}</head>`);
    expect(japanese.body).not.toContain(GERMAN);
  });

  it('goes out brotli- or gzip-compressed as the browser accepts', async () => {
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(LOGIN);
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(LOGIN);
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it('carries the session, so the app does not ask for it before drawing the first screen', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    const response = await page('/logbook', { cookie });
    const stored = /<script type="application\/json" id="mars-session">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    const asked = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(JSON.parse(stored!)).toEqual(asked.json());
    expect(asked.json().user.email).toBe('master@mars.demo');
    // Personal to this browser: kept by no cache.
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('carries no session where it could outlive it or where none was found', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    // The service worker's copy serves every later visit.
    const kept = await page('/index.html', { cookie });
    expect(kept.body).not.toContain('id="mars-session"');
    expect(kept.headers['cache-control']).toBe('no-cache');
    // A cookie of no session: the app asks, and the answer signs it out.
    const ended = await page('/logbook', { cookie: `${SESSION_COOKIE}=ended` });
    expect(ended.body).not.toContain('id="mars-session"');
  });

  it('escapes what could end the element early', async () => {
    await t.db.query(`UPDATE users SET first_name = '</script><b>x' WHERE email = 'officer@mars.demo'`);
    const { cookie } = await signedIn(t.app, 'officer@mars.demo');
    const response = await page('/', { cookie });
    expect(response.body).not.toContain('</script><b>x');
    const stored = /<script type="application\/json" id="mars-session">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(stored!).user.firstName).toBe('</script><b>x');
  });

  it("shows the dashboard's heading before the scripts run, in the user's language, escaped", async () => {
    const heading = (body: string) => ({
      lang: /<html lang="([a-z]+)"/.exec(body)?.[1],
      title: /<h1 id="first-screen-title"[^>]*>([^<]*)<\/h1>/.exec(body)?.[1],
      text: /<p\s+id="first-screen-text"[^>]*>([^<]*)<\/p>/.exec(body)?.[1]?.trim(),
    });
    const { cookie } = await signedIn(t.app, 'admin@mars.demo');
    expect(heading((await page('/', { cookie })).body)).toEqual({
      lang: 'en',
      title: 'Dashboard',
      text: 'Status, compliance figures and upcoming work of MARS Demo Shipping.',
    });
    // Another screen, a signed-out visit and the service worker's copy keep the product's name.
    for (const response of [
      await page('/logbook', { cookie }),
      await page('/'),
      await page('/index.html', { cookie }),
    ])
      expect(heading(response.body)).toMatchObject({ lang: 'en', title: 'MARS' });
    // The profile's language first, else the browser's.
    const german = await page('/', { cookie, 'accept-language': 'de' });
    expect(heading(german.body)).toEqual({
      lang: 'de',
      title: 'Dashboard',
      text: 'Status, Compliance-Kennzahlen und anstehende Arbeiten von MARS Demo Shipping.',
    });
    await t.db.query(
      `UPDATE organizations SET name = 'A&B <i>Shipping</i>' WHERE name = 'MARS Demo Shipping'`,
    );
    await t.db.query(`UPDATE users SET language = 'de' WHERE email = 'master@mars.demo'`);
    const master = await signedIn(t.app, 'master@mars.demo');
    const escaped = await page('/', { ...master, 'accept-language': 'en' });
    expect(escaped.body).not.toContain('<i>Shipping');
    expect(heading(escaped.body)).toMatchObject({
      lang: 'de',
      text: 'Status, Compliance-Kennzahlen und anstehende Arbeiten von A&#38;B &#60;i&#62;Shipping&#60;/i&#62;.',
    });
  });
});
