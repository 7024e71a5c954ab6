// Runs the sync in the browser on the spec's triggers and budget (sync-schedule.ts), and tells the
// header what it is doing: synced, syncing, pending N, offline, budget spent or failed (with the
// spec's texts chosen by the screen). One tab at a time syncs (a Web Lock named 'mars-sync'); every
// tab reads the same outbox, ledger and last sync from the offline database and hears the others
// through a BroadcastChannel, so several open tabs share one outbox and one sync.
import { entityOfSyncTable } from '@mars/domain';

import type { DriftCheckRecord } from './drift-repair';
import { DRIFT_CHECK_KEY, driftDescent, goOnWithDrift, startDriftRound } from './drift-repair';
import type { MarsLocalDb } from './local-db';
import type { FirstLoadProgress } from './sync-engine';
import type { SyncTransport } from './sync-transport';
import { FIRST_LOAD_KEY, syncOnce } from './sync-engine';
import { fetchTransport } from './sync-transport';
import { catchingUpVessels, keptVessels, pullKept } from './vessel-choice';
import type { BudgetLedger, BudgetState, SyncTrigger } from './sync-schedule';
import { budgetState, overrideBudget, recordTraffic, syncDecision } from './sync-schedule';

/** What a request costs beyond its body when the browser does not say (sync-design.md 6.9). */
export const REQUEST_OVERHEAD_BYTES = 1200;
/** A sync request slower than this shows 'Slow connection detected'. */
export const SLOW_REQUEST_MS = 10_000;
const LEDGER_KEY = 'budgetLedger';
const LAST_SYNC_KEY = 'lastSyncAt';
const LOCK_NAME = 'mars-sync';
/** The last drift check (`_sync`): when it ran and what it repaired (docs/sync.md, 'The drift check'). */
export { DRIFT_CHECK_KEY, DRIFT_DESCENT_KEY } from './drift-repair';
export type { DriftCheckRecord } from './drift-repair';
/** When the next drift check is due (`_sync`): a day after the first sync, then a day after each check. */
export const DRIFT_DUE_KEY = 'driftCheckDue';
/** The drift check runs after a successful sync at most once in this long. */
export const DRIFT_CHECK_EVERY_MS = 24 * 60 * 60_000;
/** After a failed run the next waits 30 s, doubling up to 5 minutes (a cut link is not hammered). */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 5 * 60_000;
const CHANNEL_NAME = 'mars-sync';

export type SyncPhase = 'synced' | 'syncing' | 'pending' | 'offline' | 'budget' | 'error';

export type SyncStatus = {
  phase: SyncPhase;
  pending: number;
  conflicts: number;
  lastSyncAt: string | null;
  nextSyncAt: string | null;
  /** The failure of the last run (its message), while it stands. */
  error: string | null;
  isSlow: boolean;
  budget: BudgetState;
  /** The first load of the vessel's data, while it is under way (also when a cut paused it). */
  firstLoad: FirstLoadProgress | null;
  /** The last drift check of this device, if any. */
  driftCheck?: DriftCheckRecord | null;
};

export type SyncRunnerOptions = {
  db: MarsLocalDb;
  transport?: SyncTransport;
  now?: () => Date;
  isOnline?: () => boolean;
  /** The fetch under the runner's own transport, when no transport is given (tests: a simulated link). */
  fetch?: typeof fetch;
  /** Where that transport finds the sync routes. */
  syncBase?: string;
};

type Listener = (status: SyncStatus) => void;

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function createSyncRunner(options: SyncRunnerOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const listeners = new Set<Listener>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  let isStopped = false;
  /** Tells the other tabs that the data changed; not once stopped (a run may end after its channel closed). */
  const broadcast = () => {
    if (!isStopped) channel?.postMessage('changed');
  };
  let traffic = { sentBytes: 0, receivedBytes: 0 };
  let isRunning = false;
  let error: string | null = null;
  let isSlow = false;
  let cameOnline = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextSyncAt: Date | null = null;
  let failures = 0;
  let retryAt: Date | null = null;
  let status: SyncStatus | null = null;

  /** fetch that counts each request's bytes both ways and notes a slow answer. */
  const measuringFetch: typeof fetch = async (input, init) => {
    const started = now().getTime();
    const response = await (options.fetch ?? fetch)(input, init);
    const text = await response.clone().text();
    const body = init?.body;
    const sent =
      typeof body === 'string' ? byteLength(body) : body instanceof Uint8Array ? body.byteLength : 0;
    traffic.sentBytes += sent + REQUEST_OVERHEAD_BYTES;
    traffic.receivedBytes += byteLength(text) + REQUEST_OVERHEAD_BYTES;
    isSlow = now().getTime() - started > SLOW_REQUEST_MS;
    return response;
  };
  const transport = options.transport ?? fetchTransport(measuringFetch, options.syncBase);

  async function readLedger(): Promise<BudgetLedger | undefined> {
    return (await db._sync.get(LEDGER_KEY))?.value as BudgetLedger | undefined;
  }

  async function readStatus(): Promise<SyncStatus> {
    const [pending, conflicts, ledger, last, oldest, loading, drift] = await Promise.all([
      db._outbox.count(),
      db._conflicts.count(),
      readLedger(),
      db._sync.get(LAST_SYNC_KEY),
      db._outbox.orderBy('seq').first(),
      db._sync.get(FIRST_LOAD_KEY),
      db._sync.get(DRIFT_CHECK_KEY),
    ]);
    const budget = budgetState(ledger, now());
    const lastSyncAt = typeof last?.value === 'string' ? last.value : null;
    // A device that has never finished a sync holds nothing of the server's yet: it is never
    // 'synced', only about to load (or loading in another tab).
    const hasSynced = lastSyncAt !== null;
    let phase: SyncPhase = 'synced';
    if (isRunning) phase = 'syncing';
    else if (!isOnline()) phase = 'offline';
    else if (error) phase = 'error';
    else if (!budget.mayRun && (pending > 0 || !hasSynced)) phase = 'budget';
    else if (pending > 0) phase = 'pending';
    else if (!hasSynced) phase = 'syncing';
    const decision = syncDecision(
      {
        pending,
        oldestPendingAt: oldest ? new Date(oldest.createdAt) : null,
        lastRemoteCheckAt: lastSyncAt ? new Date(lastSyncAt) : null,
        isOnline: isOnline(),
        cameOnline,
      },
      now(),
    );
    nextSyncAt = decision.run ? now() : decision.nextCheckAt;
    if (retryAt && nextSyncAt && retryAt > nextSyncAt) nextSyncAt = retryAt;
    return {
      phase,
      pending,
      conflicts,
      lastSyncAt,
      nextSyncAt: nextSyncAt?.toISOString() ?? null,
      error,
      isSlow,
      budget,
      firstLoad: (loading?.value as FirstLoadProgress | undefined) ?? null,
      driftCheck: (drift?.value as DriftCheckRecord | undefined) ?? null,
    };
  }

  async function publish(): Promise<SyncStatus> {
    status = await readStatus();
    for (const listener of listeners) listener(status);
    return status;
  }

  /**
   * The drift check after a successful sync, within the day's budget (docs/sync.md, 'The drift
   * check'): phase 1 is the sync itself; a round begins at most once a day (the first a day after the
   * first sync: a first load has just brought every row) by comparing every table's root (one
   * request for all) with at least phase 3's 10 KB left; its differing tables are descended and
   * repaired step by step (drift-repair.ts) while at least phase 2's 100 KB are left. A round the
   * budget cut short goes on, from its stored frontier, at the next check with phase 2's budget,
   * whatever the day; no new round begins while one is under way. A device keeping some vessels
   * compares the trees of those (the server's `vessels=`), and none while a vessel added to its
   * choice is still catching up.
   */
  async function checkDrift(): Promise<void> {
    const { tree, bucket, rows, roots } = transport;
    if (!tree || !bucket || !rows || !roots) return;
    const due = (await db._sync.get(DRIFT_DUE_KEY))?.value;
    if (typeof due !== 'string') {
      await db._sync.put({
        key: DRIFT_DUE_KEY,
        value: new Date(now().getTime() + DRIFT_CHECK_EVERY_MS).toISOString(),
      });
      return;
    }
    if ((await catchingUpVessels(db)).length > 0) return;
    const kept = await keptVessels(db);
    const held = kept ? { vessels: kept } : undefined;
    const heldTransport = {
      tree: (table: string) => tree(table, held),
      bucket: (table: string, key: string, after?: string) => bucket(table, key, after, held),
      rows: (table: string, ids: readonly string[]) => rows(table, ids, held),
      roots: () => roots(held),
    };
    // The budget as it stands with this run's bytes so far.
    const budgetNow = async () => budgetState(recordTraffic(await readLedger(), traffic, now()), now());
    const used = () => traffic.sentBytes + traffic.receivedBytes;
    const round = { now, bytes: used, ...(kept ? { vessels: kept } : {}) };
    if (!(await driftDescent(db))) {
      if (now().getTime() < Date.parse(due) || !(await budgetNow()).phase3) return;
      const local = new Set(db.tables.map((table) => table.name).filter((name) => entityOfSyncTable(name)));
      await startDriftRound(db, heldTransport, local, {
        ...round,
        also: { [DRIFT_DUE_KEY]: new Date(now().getTime() + DRIFT_CHECK_EVERY_MS).toISOString() },
      });
    }
    await goOnWithDrift(db, heldTransport, { ...round, mayGoOn: async () => (await budgetNow()).phase2 });
  }

  /** One run, if no other tab runs one: push the outbox, pull the feed, record the bytes. */
  async function run(trigger: SyncTrigger): Promise<void> {
    if (trigger === 'manual' || trigger === 'online') retryAt = null;
    if (isRunning || !isOnline()) return;
    const budget = budgetState(await readLedger(), now());
    if (!budget.mayRun) return;
    const work = async () => {
      isRunning = true;
      cameOnline = false;
      traffic = { sentBytes: 0, receivedBytes: 0 };
      await publish();
      try {
        await syncOnce(db, transport, { now, pull: pullKept, onProgress: () => void publish() });
        error = null;
        failures = 0;
        retryAt = null;
        await db._sync.put({ key: LAST_SYNC_KEY, value: now().toISOString() });
        try {
          await checkDrift();
        } catch {
          // A failed drift check leaves the sync as it was (done); it is tried again after a later sync.
        }
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
        failures += 1;
        retryAt = new Date(now().getTime() + Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1)));
      } finally {
        await db._sync.put({ key: LEDGER_KEY, value: recordTraffic(await readLedger(), traffic, now()) });
        isRunning = false;
        broadcast();
      }
    };
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks)
      await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? work() : undefined));
    else await work();
    await publish();
  }

  /** Asks the schedule whether to run, runs, and sets the timer for the next question. */
  async function tick(): Promise<void> {
    clearTimeout(timer);
    const current = await publish();
    if (current.phase !== 'offline' && nextSyncAt && nextSyncAt.getTime() <= now().getTime()) {
      await run(cameOnline ? 'online' : 'check');
    }
    if (nextSyncAt)
      timer = setTimeout(() => void tick(), Math.max(1000, nextSyncAt.getTime() - now().getTime()));
  }

  const onOnline = () => {
    cameOnline = true;
    void tick();
  };
  const onOffline = () => void publish();

  return {
    /** Starts the schedule: a run at once when due (the first check, pending changes), then on its triggers. */
    start(): void {
      if (typeof window !== 'undefined') {
        window.addEventListener('online', onOnline);
        window.addEventListener('offline', onOffline);
      }
      if (channel) channel.onmessage = () => void publish();
      void tick();
    },
    stop(): void {
      clearTimeout(timer);
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
      isStopped = true;
      channel?.close();
    },
    /** 'Sync now': runs whatever the schedule says, within the budget unless overridden. */
    async syncNow(): Promise<void> {
      await run('manual');
      await tick();
    },
    /** A write was made here: the urgent and age triggers are asked again. */
    async changed(): Promise<void> {
      await tick();
      broadcast();
    },
    /** The Master's override: the sync runs today although the budget is spent. */
    async overrideBudget(): Promise<void> {
      await db._sync.put({ key: LEDGER_KEY, value: overrideBudget(await readLedger(), now()) });
      await run('manual');
      await tick();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      if (status) listener(status);
      return () => listeners.delete(listener);
    },
    status: () => status,
  };
}

export type SyncRunner = ReturnType<typeof createSyncRunner>;
