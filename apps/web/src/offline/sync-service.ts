// The one sync of this browser tab while the data source is 'local': the runner on the offline
// database, told of every local write; and every screen's scripts fetched once so they open offline. Loaded with the local data source, never with the first screen.
import { claimLocal, localDatabase, onLocalWrite } from './local-client';
import { warmOfflineAssets } from './offline-assets';
import type { SyncRunner } from './sync-runner';
import { createSyncRunner } from './sync-runner';

export { claimLocal };

let running: { runner: SyncRunner; stopWrites: () => void } | undefined;

/** Starts the sync (once per tab) and answers it. */
export function startSync(): SyncRunner {
  if (!running) {
    const runner = createSyncRunner({ db: localDatabase() });
    const stopWrites = onLocalWrite(() => void runner.changed());
    runner.start();
    running = { runner, stopWrites };
    void warmOfflineAssets().catch(() => undefined);
  }
  return running.runner;
}

/** Stops it (the user went back to 'remote' or signed out); the outbox stays for the next start. */
export function stopSync(): void {
  running?.stopWrites();
  running?.runner.stop();
  running = undefined;
}
