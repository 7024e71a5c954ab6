// Bytes on the wire (headers and bodies as received, after content encoding) of a first visit to
// the sign-in page and of the dashboard after sign-in, in Chromium with an empty cache and no service
// worker, taken from the DevTools network events (design.md section 11).

import type { Db } from '../apps/server/src/db/client';
import { signInOnPage, withBenchPage } from './bench-server';

export type WireFigures = {
  signIn: { bytes: number; requests: number };
  dashboard: { bytes: number; requests: number };
  acceptEncoding: string;
};

/** undefined when there is no web build. Expects the demo seeded. */
export async function benchWireBytes(db: Db): Promise<WireFigures | undefined> {
  return withBenchPage(db, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    let bytes = 0;
    let requests = 0;
    let acceptEncoding = '';
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      acceptEncoding ||= (event.headers['Accept-Encoding'] ??
        event.headers['accept-encoding'] ??
        '') as string;
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    const settle = () => page.waitForLoadState('networkidle');
    await page.goto('/login');
    await page.getByLabel('Email').waitFor();
    await settle();
    const signIn = { bytes, requests };
    bytes = 0;
    requests = 0;
    await signInOnPage(page);
    await settle();
    return { signIn, dashboard: { bytes, requests }, acceptEncoding };
  });
}
