// Starts MARS: opens (and migrates) the database, seeds the demo on the embedded default, listens.
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/open';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo/seed-demo';
import { startAuthPurge } from './modules/auth/auth-purge';

const config = configOrExit();
const db = await openDatabase(config);
if (config.seedDemo) await seedDemo(db);

const app = await buildApp({ db, config, scheduledJobs: true });
const address = await app.listen({ port: config.port, host: config.host });
// Old sign-in attempts, rate-limit counters and reset requests are deleted every few minutes.
const stopAuthPurge = startAuthPurge(db, () => app.clock.now());

const lines = [
  '',
  `MARS is running at ${address.replace('127.0.0.1', 'localhost')}`,
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  `Mail: ${app.mailer.destination}`,
];
if (config.tls) lines.push(`HTTPS (HTTP/2 and HTTP/1.1) with the certificate ${config.tls.certFile}`);
if (config.seedDemo) {
  lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) lines.push(`  ${user.email.padEnd(22)} ${user.role}`);
}
console.log(lines.join('\n'));

/** How long a stop waits for the requests under way before the process ends anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAuthPurge();
    // A client that keeps a request open must not hold the stop: what was acknowledged is committed.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}

/** The configuration; a setting MARS cannot start with is said in one line, without a stack. */
function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`MARS cannot start: ${error.message}`);
    process.exit(1);
  }
}
