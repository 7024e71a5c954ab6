// A browser at sea for the int tests (issue 12): the server built in-process, a demo user signed in,
// and that user's device: the web's own offline database (on fake-indexeddb), filled by a pull through
// the real sync engine, with the entity client the screens read through. The screens computed on the
// device are compared with the server's routes through it.
import 'fake-indexeddb/auto';

import type { Role } from '@mars/domain';
import { resources } from '@mars/i18n';
import { expect } from 'vitest';

import type { EntityClient } from '../../web/src/data/entity-client';
import { deleteLocalDatabase, localDatabase, localEntityClient } from '../../web/src/offline/local-client';
import { pullChanges } from '../../web/src/offline/sync-engine';
import type { Session, TestApp } from './test-support';
import { apiCall, createTestApp, demoVesselIds, signedIn, syncTransport } from './test-support';

export type Device = {
  t: TestApp;
  /** The user's session with the server. */
  session: Session;
  userId: string;
  /** The entity client on the device's offline database. */
  client: EntityClient;
  vessels: { aurora: string; pioneer: string };
  /** The server's clock's day ('YYYY-MM-DD'). */
  today: string;
  /** The server's answer to a GET as this user (200 expected). */
  server<T>(path: string): Promise<T>;
  close(): Promise<void>;
};

/** The server and the device of a demo user, the device holding what a first pull brings. */
export async function deviceAtSea(email: string, role: Role): Promise<Device> {
  const t = await createTestApp('pglite');
  const session = await signedIn(t.app, email);
  const me = await apiCall(t.app, 'GET', '/api/v1/auth/session', session);
  const userId: string = me.json().user.id;
  await pullChanges(localDatabase(), syncTransport(t.app, session.cookie));
  return {
    t,
    session,
    userId,
    client: localEntityClient({ userId, role }),
    vessels: await demoVesselIds(t.db),
    today: t.clock.now().toISOString().slice(0, 10),
    async server<T>(path: string): Promise<T> {
      const answer = await apiCall(t.app, 'GET', path, session);
      expect(answer.statusCode).toBe(200);
      return answer.json();
    },
    /** Ends the server and deletes the device's database, so that the next device starts empty. */
    async close() {
      await deleteLocalDatabase();
      await t.close();
    },
  };
}

/** The web's translation function over the English catalogues (what i18next answers). */
export function englishT(key: string, options?: { defaultValue?: string }): string {
  const [namespace, path] = key.split(':') as [keyof typeof resources.en, string];
  let node: unknown = resources.en[namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : (options?.defaultValue ?? key);
}
