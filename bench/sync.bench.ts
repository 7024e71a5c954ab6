// Bytes of the offline sync on the wire (issue 12; sync-design.md 7.4): the browser's real engine
// (local-source writes, the outbox, sync-engine over fetchTransport) on fake-indexeddb against the real
// server, through the simulated link (apps/server/src/modules/sync/link-simulator.ts), which counts
// what HTTP/1.1 puts on the wire: request and status lines, headers (a browser's, as Chromium sends
// them on a fetch), bodies as sent (uploads raw, as browsers send them; answers brotli-compressed
// when the server compresses them, above 1 KiB).
//
// - Bytes per changed row: the design's standard set, 1,000 mixed changes (25 % inserts, 60 %
//   single-field updates, 10 % multi-field updates, 5 % deletes) over ROWS certificates, made offline on
//   one device and pushed, then pulled by a second device; both directions of both, over 1,000.
//   Beside it the set's entropy lower bound: the bits of every random choice the generator made,
//   counted both ways as the figure is (what the ship made must go up, and down again to the shore).
// - An idle round: a sync with nothing changed on either side (no push; one pull).
// - An idle day: the runner (sync-runner.ts) on its spec triggers over 24 simulated hours with
//   nothing changed: a remote check every 30 minutes.
import 'fake-indexeddb/auto';

import { certificateEntity, CERTIFICATE_STATUSES, CERTIFICATE_TYPES, rowIdGenerator } from '@mars/domain';
import { Dexie } from 'dexie';

import type { LinkCounters } from '../apps/server/src/modules/sync/link-simulator';
import { SimulatedLink, seededRandom } from '../apps/server/src/modules/sync/link-simulator';
import type { TestApp } from '../apps/server/src/test-support';
import { createTestApp, DEMO_PASSWORD, login } from '../apps/server/src/test-support';
import { MarsLocalDb } from '../apps/web/src/offline/local-db';
import { fromLocalRow, toLocalRow } from '../apps/web/src/offline/local-schema';
import type { LocalContext } from '../apps/web/src/offline/local-source';
import { removeLocal, upsertLocal } from '../apps/web/src/offline/local-source';
import { PULL_CURSOR_KEY, pullChanges, pushOutbox, syncOnce } from '../apps/web/src/offline/sync-engine';
import { fetchTransport } from '../apps/web/src/offline/sync-transport';
import { createSyncRunner } from '../apps/web/src/offline/sync-runner';
import type { WireBytes } from './sync-h2.bench';
import { BROWSER_HEADERS } from './browser-headers';
import { benchSyncH2 } from './sync-h2.bench';

/** The design's standard set is over 100,000 rows; SYNC_BENCH_ROWS scales it for a slow machine. */
export const SYNC_BENCH_ROWS = Number(process.env.SYNC_BENCH_ROWS ?? 100_000);
const CHANGES = 1000;
const DAY_MS = 24 * 60 * 60_000;

export type SyncBenchFigures = {
  rows: number;
  changes: number;
  bytesPerChange: number;
  /** The set's entropy per change, both ways (twice the set's own: it goes up, then down). */
  lowerBoundPerChange: number;
  /** The set's own entropy per change (one way). */
  entropyPerChange: number;
  /** The ship's push (its requests and their answers) and the shore's pull. */
  upload: LinkCounters;
  download: LinkCounters;
  /** The ship's next pull (its own writes are left out of it). */
  echo: LinkCounters;
  idleRound: number;
  idleRoundBodies: number;
  idleDay: number;
  idleDayRequests: number;
  idleDayLedger: number;
};

/** Random choices with their information counted: the set's entropy is the sum of log2(choices). */
function accountedRandom(seed: number) {
  const random = seededRandom(seed);
  let bits = 0;
  return {
    int(n: number): number {
      bits += Math.log2(n);
      return Math.floor(random() * n);
    },
    pick<T>(items: readonly T[]): T {
      return items[this.int(items.length)]!;
    },
    /** A choice among weighted outcomes: its Shannon information. */
    weighted<T>(outcomes: readonly (readonly [T, number])[]): T {
      const roll = random();
      let sum = 0;
      for (const [value, weight] of outcomes) {
        sum += weight;
        if (roll < sum) {
          bits += -Math.log2(weight);
          return value;
        }
      }
      return outcomes.at(-1)![0];
    },
    addBits(count: number): void {
      bits += count;
    },
    get bytes(): number {
      return bits / 8;
    },
  };
}

const AUTHORITIES = [
  'DNV',
  'Lloyd’s Register',
  'ABS',
  'Bureau Veritas',
  'ClassNK',
  'RINA',
  'Liberia Maritime Authority',
  'Panama Maritime Authority',
];
const STATIONS = ['Rotterdam', 'Hamburg', 'Singapore', 'Piraeus', 'Houston', 'Antwerp', 'Busan', 'Gdansk'];

function isoDate(base: string, days: number): string {
  return new Date(Date.parse(`${base}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export async function fill(t: TestApp, vesselId: string, rows: number): Promise<void> {
  const organization = await t.db.query<{ organization_id: string }>(
    'SELECT organization_id FROM vessels WHERE id = $1',
    [vesselId],
  );
  for (let start = 0; start < rows; start += 20_000) {
    await t.db.query(
      `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
                                 issue_date, expiry_date, issuing_authority)
       SELECT gen_random_uuid(), $1, $2, 'statutory', 'BENCH-' || n, 'Bench certificate ' || n,
              DATE '2024-01-01' + (n % 600), DATE '2027-01-01' + (n % 1800), 'Bench authority'
       FROM generate_series($3::int, $4::int) AS n`,
      [organization.rows[0]!.organization_id, vesselId, start + 1, Math.min(rows, start + 20_000)],
    );
  }
}

/** The rows as the API answers them, for the device that edits them (as its first load would). */
async function loadRows(t: TestApp, db: MarsLocalDb, ids: string[]): Promise<void> {
  const { rows } = await t.db.query<Record<string, unknown>>(
    `SELECT id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
            to_char(issue_date, 'YYYY-MM-DD') AS issue_date, to_char(expiry_date, 'YYYY-MM-DD') AS expiry_date,
            issuing_authority, survey_station, to_char(next_survey_due, 'YYYY-MM-DD') AS next_survey_due,
            status, document_id, remarks, version, created_by, deleted_at
     FROM certificates WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  await db
    .rows('certificates')
    .bulkPut(rows.map((row) => toLocalRow({ ...row, version: Number(row.version) })));
  // And their numbers, which a first load of protocol 3 brings with each row (docs/sync.md, 'Row numbers').
  const { rows: numbers } = await t.db.query<{ n: string; row_id: string }>(
    `SELECT n, row_id FROM sync_row_numbers WHERE entity_table = 'certificates' AND row_id = ANY($1::uuid[])`,
    [ids],
  );
  await db._rowNumbers.bulkPut(
    numbers.map((row) => ({ n: Number(row.n), table: 'certificates', id: row.row_id })),
  );
}

export async function benchSync(): Promise<SyncBenchFigures> {
  const t = await createTestApp('pglite', { apiRateLimitPerMinute: 1_000_000_000 });
  const opened: MarsLocalDb[] = [];
  // The bench's day starts at midnight UTC, so the idle day is one day of the runner's ledger.
  t.clock.set(new Date('2026-11-23T00:00:00Z'));
  try {
    const aurora = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
    const started = performance.now();
    const phase = (name: string) =>
      process.env.SYNC_BENCH_TRACE && console.error(name, ((performance.now() - started) / 1000).toFixed(1));
    await fill(t, aurora, SYNC_BENCH_ROWS);
    phase('filled');
    const device = async (email: string) => {
      const db = new MarsLocalDb(`mars-bench-${email}`);
      opened.push(db);
      await db.open();
      // A ship's browser keeps its session ('remember me'): a 30-minute one would lapse between checks.
      const signIn = await login(t.app, email, DEMO_PASSWORD, { rememberMe: true });
      const session = signIn.cookies.find((item) => item.name === 'mars_session');
      if (!session) throw new Error(`the bench's sign-in of ${email} failed`);
      const cookie = `mars_session=${session.value}`;
      const user = await t.db.query<{ id: string; role: LocalContext['role'] }>(
        'SELECT id, role FROM users WHERE email = $1',
        [email],
      );
      const link = new SimulatedLink(t.app, { headers: { ...BROWSER_HEADERS, cookie } });
      const context: LocalContext = { userId: user.rows[0]!.id, role: user.rows[0]!.role };
      Object.defineProperty(context, 'now', { get: () => t.clock.now(), enumerable: true });
      return { db, link, context, transport: fetchTransport(link.fetch, 'https://mars.example/api/v1/sync') };
    };
    const ship = await device('master@mars.demo');
    const shore = await device('admin@mars.demo');
    // Both devices hold the feed up to here (their first load, not measured).
    const epoch = (await t.db.query<{ epoch: string }>('SELECT epoch FROM sync_feed')).rows[0]!.epoch;
    const last = (
      await t.db.query<{ xid: string; seq: string }>(
        'SELECT xid::text AS xid, seq FROM sync_changes ORDER BY xid DESC, seq DESC LIMIT 1',
      )
    ).rows[0]!;
    for (const one of [ship, shore]) {
      await one.db._sync.put({ key: PULL_CURSOR_KEY, value: `${epoch}.${last.xid}.${last.seq}` });
    }

    // The change set, made offline on the ship through the local source (as the forms make them).
    const random = accountedRandom(42);
    const { rows: all } = await t.db.query<{ id: string }>(
      'SELECT id FROM certificates WHERE vessel_id = $1 AND deleted_at IS NULL ORDER BY id',
      [aurora],
    );
    const kinds = [
      ['insert', 0.25],
      ['update', 0.6],
      ['multi', 0.1],
      ['delete', 0.05],
    ] as const;
    const plan = Array.from({ length: CHANGES }, () => random.weighted(kinds));
    const touched = new Set<string>();
    const targets = plan.map((kind) => {
      if (kind === 'insert') return '';
      for (;;) {
        const id = all[random.int(all.length)]!.id;
        if (!touched.has(id)) {
          touched.add(id);
          return id;
        }
      }
    });
    // Both devices hold the rows the set changes (as their first load left them).
    await loadRows(t, ship.db, [...touched]);
    await loadRows(t, shore.db, [...touched]);
    // A field's new value (never the one it holds: a write that changes nothing is no change).
    const fieldChange = (shown: Record<string, unknown>): Record<string, unknown> =>
      random.pick([
        () => ({ remarks: `Checked ${random.int(1000)}` }),
        () => ({ survey_station: random.pick(STATIONS) }),
        () => ({ status: random.pick(CERTIFICATE_STATUSES.filter((status) => status !== shown.status)) }),
        () => {
          const date = isoDate('2027-01-01', random.int(1800));
          return { expiry_date: date === shown.expiry_date ? isoDate(date, 1) : date };
        },
        () => ({ issuing_authority: random.pick(AUTHORITIES) }),
      ])();
    // The new rows' ids, as the ship's forms make them (newRowId): a tab's generator, its time the
    // moment the form opened. The ship's crew works offline for days before the push: each insert
    // comes up to 30 minutes after the one before, a choice counted in the set's entropy (the id's
    // time is what it carries; 58 of its bits are the tab's, drawn once).
    let openedAt = Date.parse('2026-11-20T00:00:00Z');
    const newRowId = rowIdGenerator({ now: () => openedAt, node: 0x1d2c_3b4a_5968_7786n });
    for (const [index, kind] of plan.entries()) {
      const id = targets[index]!;
      if (kind === 'insert') {
        openedAt += random.int(30 * 60_000);
        await upsertLocal(
          ship.db,
          certificateEntity,
          newRowId(),
          {
            vessel_id: aurora,
            certificate_type: random.pick(CERTIFICATE_TYPES),
            certificate_number: `CERT-${random.int(1_000_000)}`,
            certificate_name: `Certificate ${random.int(1000)}`,
            issue_date: isoDate('2024-01-01', random.int(600)),
            expiry_date: isoDate('2027-01-01', random.int(1800)),
            issuing_authority: random.pick(AUTHORITIES),
          },
          ship.context,
        );
      } else if (kind === 'delete') {
        await removeLocal(ship.db, certificateEntity, id, ship.context);
      } else {
        const shown = fromLocalRow((await ship.db.rows('certificates').get(id))!);
        const changes =
          kind === 'multi' ? { ...fieldChange(shown), ...fieldChange(shown) } : fieldChange(shown);
        await upsertLocal(ship.db, certificateEntity, id, { ...shown, ...changes }, ship.context);
      }
    }

    phase('changes made');
    const pushed = await pushOutbox(ship.db, ship.transport);
    if (pushed.applied !== CHANGES) throw new Error(`the bench's push applied ${JSON.stringify(pushed)}`);
    const upload = { ...ship.link.counters };
    phase('pushed');
    const pulled = await pullChanges(shore.db, shore.transport);
    if (pulled.changes !== CHANGES) throw new Error(`the bench's pull brought ${pulled.changes} changes`);
    const download = { ...shore.link.counters };
    // The writer's own next pull: its own writes are left out (protocol 2, docs/sync.md).
    ship.link.reset();
    await pullChanges(ship.db, ship.transport);
    const echo = { ...ship.link.counters };
    const total = upload.sentBytes + upload.receivedBytes + download.sentBytes + download.receivedBytes;

    phase('pulled');
    // An idle round: nothing changed anywhere.
    shore.link.reset();
    await syncOnce(shore.db, shore.transport);
    const idleRound = shore.link.counters.sentBytes + shore.link.counters.receivedBytes;
    const idleRoundBodies = shore.link.counters.sentBodyBytes + shore.link.counters.receivedBodyBytes;

    // An idle day under the runner's triggers (the server's clock and the runner's move together),
    // through the runner's own fetch (it keeps its ledger from it) over the link.
    shore.link.reset();
    const browserFetch = globalThis.fetch;
    globalThis.fetch = shore.link.fetch;
    const runner = createSyncRunner({ db: shore.db, now: () => t.clock.now(), isOnline: () => true });
    const dayStart = Date.parse('2026-11-24T00:00:00Z');
    t.clock.set(new Date(dayStart));
    // The last check a minute before midnight: the day's 48 checks fall at 23:59, 00:29, ... 23:29.
    await shore.db._sync.put({ key: 'lastSyncAt', value: new Date(dayStart - 60_000).toISOString() });
    await shore.db._sync.delete('budgetLedger');
    try {
      while (t.clock.now().getTime() < dayStart + DAY_MS - 60_000) {
        t.clock.advance(60_000);
        await runner.changed();
      }
    } finally {
      runner.stop();
      globalThis.fetch = browserFetch;
    }
    const ledger = runner.status()?.budget;
    return {
      rows: SYNC_BENCH_ROWS,
      changes: CHANGES,
      bytesPerChange: total / CHANGES,
      lowerBoundPerChange: (2 * random.bytes) / CHANGES,
      entropyPerChange: random.bytes / CHANGES,
      upload,
      download,
      echo,
      idleRound,
      idleRoundBodies,
      idleDay: shore.link.counters.sentBytes + shore.link.counters.receivedBytes,
      idleDayRequests: shore.link.counters.requests,
      idleDayLedger: ledger ? ledger.sentBytes + ledger.receivedBytes : Number.NaN,
    };
  } finally {
    for (const db of opened) {
      db.close();
      await Dexie.delete(db.name);
    }
    await t.close();
  }
}

/** The bench's lines, as `npm run bench` prints them (the three `sync ...:` lines to be read off). */
export async function printSyncBench(line: (label: string, value: string) => void): Promise<void> {
  const sync = await benchSync();
  const h2 = await benchSyncH2();
  const both = (bytes: WireBytes) => bytes.sent + bytes.received;
  const perRow = (counters: { sentBytes: number; receivedBytes: number }) =>
    ((counters.sentBytes + counters.receivedBytes) / sync.changes).toFixed(1);
  console.log(
    `\nOffline sync on the wire (HTTP/1.1 as a browser sends it, answers brotli; PGlite, ${sync.rows} rows${
      sync.rows < 100_000 ? ", scaled down from the design's 100,000 by SYNC_BENCH_ROWS" : ''
    }):`,
  );
  console.log(
    `sync bytes per changed row: ${sync.bytesPerChange.toFixed(1)} (lower bound ${sync.lowerBoundPerChange.toFixed(1)})`,
  );
  line(
    `  ${sync.changes} mixed changes: push (${sync.upload.requests} requests) B per row`,
    `${perRow(sync.upload)} (bodies up ${(sync.upload.sentBodyBytes / sync.changes).toFixed(1)}, down ${(sync.upload.receivedBodyBytes / sync.changes).toFixed(1)})`,
  );
  line(
    `  pull by a second device (${sync.download.requests} requests) B per row`,
    `${perRow(sync.download)} (bodies down ${(sync.download.receivedBodyBytes / sync.changes).toFixed(1)})`,
  );
  line(`  the writer's next pull, own writes left out (not in N) B per row`, `${perRow(sync.echo)}`);
  line(
    `  the set's own entropy per change (one way; the bound above is both ways)`,
    sync.entropyPerChange.toFixed(1),
  );
  // The idle figures over HTTP/2 on TLS, as a browser reaches a server with a certificate (MARS's own,
  // or its proxy's): the TLS records counted on the wire (sync-h2.bench.ts).
  console.log(
    `\nIdle sync over HTTPS with HTTP/2 (the real server with a certificate; TLS bytes on the wire, one connection kept):`,
  );
  console.log(`sync idle round bytes: ${both(h2.idleRoundH2)}`);
  line('  up, down', `${h2.idleRoundH2.sent}, ${h2.idleRoundH2.received}`);
  line(
    '  the same over HTTP/1.1 without TLS (above link)',
    `${sync.idleRound} (bodies ${sync.idleRoundBodies})`,
  );
  line('  the same over HTTP/1.1 on TLS, kept-alive connection', String(both(h2.idleRoundH1Tls)));
  line(
    '  on a new connection: full handshake, resumed (ticket)',
    `${both(h2.coldIdleRound)}, ${both(h2.resumedIdleRound)}`,
  );
  console.log(`sync idle day bytes: ${h2.idleDayWarm}`);
  line(`  remote checks in the day (every 30 min)`, String(h2.checks));
  line(
    `  a new connection each check (${h2.resumedChecks} of ${h2.checks} resumed)`,
    `${h2.idleDayResumed} (all full handshakes: ${h2.idleDayCold})`,
  );
  line('  HTTP/1.1 without TLS, one connection (above link)', String(sync.idleDay));
  line(`  the runner's own ledger for the day (1,200 B per request each way)`, String(sync.idleDayLedger));
}
