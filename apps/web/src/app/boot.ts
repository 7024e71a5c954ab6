// What the app asks the server before its first render, in parallel with the language catalogue
// and the screen's code: on a satellite link each question asked later costs a round trip of a
// second or more. The session check starts here, and for a signed-in user the list of their ships
// (the vessel selector and every screen of a ship need it).
import { api } from '../data/api-client';
import type { AuthResult } from '../data/api-client';
import { readDataSource } from './data-source';
import { createQueryClient } from './query-client';
import { mayUseApp, vesselsQueryOptions } from './vessel-context';

/** The one query client of the app (server state, design.md section 2). */
export const queryClient = createQueryClient();

let earlySession: Promise<AuthResult | null> | undefined;

/** The element the server puts the session in (apps/server/src/index-pages.ts BOOT_SESSION_ID). */
const BOOT_SESSION_ID = 'mars-session';

/**
 * The session the page came with, read once: the session check's answer, or null for a browser
 * without a session cookie. undefined when the page has none (the service worker's copy, the
 * development server): then the app asks.
 */
function sessionOfPage(doc: Document = document): Promise<AuthResult | null> | undefined {
  const element = doc.getElementById(BOOT_SESSION_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const stored = JSON.parse(element.textContent ?? '') as AuthResult | null;
    return Promise.resolve(stored === null ? null : api.adoptSession(stored));
  } catch {
    return undefined;
  }
}

/** Starts the session check and, for a signed-in user, the vessel list. Called once by main.tsx. */
export function startBoot(): void {
  earlySession = sessionOfPage() ?? api.session();
  earlySession
    .then((result) => {
      // On the local data source the selector reads the offline database, not the server.
      if (result && mayUseApp(result.user) && readDataSource() === 'remote')
        void queryClient.prefetchQuery(vesselsQueryOptions(result.user.id));
    })
    .catch(() => undefined); // the auth provider handles a failed check
}

/** The session check started at boot (once), or a new one. */
export function takeSessionCheck(): Promise<AuthResult | null> {
  const pending = earlySession ?? api.session();
  earlySession = undefined;
  return pending;
}
