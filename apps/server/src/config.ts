// Server configuration read from the environment (README 'Environment variables').
import { join } from 'node:path';

import type { MailConfig } from './mail/mailer';
import { LOGIN_PER_ADDRESS } from './sessions/auth.constants';

export type ServerConfig = {
  port: number;
  host: string;
  /** PostgreSQL connection; without it MARS runs on PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed the demo organizations: on by default for the embedded database. */
  seedDemo: boolean;
  /** Cookies marked Secure (set when served over HTTPS). */
  secureCookies: boolean;
  webDist: string | undefined;
  logLevel: string;
  /** API requests per minute per user (spec section 9: 100). */
  apiRateLimitPerMinute: number;
  /** Failed sign-ins per client address in 15 minutes (auth.constants LOGIN_PER_ADDRESS). */
  loginLimitPerAddress: number;
  /** Where users open MARS: the links in mails point here (never taken from a request's Host). */
  publicUrl: string;
  mail: MailConfig;
  /** Where the server writes the automatic backups (modules/backup), one folder per organization. */
  backupDir: string;
  /** How many automatic backups of each organization are kept. */
  backupKeep: number;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const port = Number(env.PORT ?? 3000);
  const dataDir = env.MARS_DATA_DIR ?? './data';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    seedDemo: env.MARS_DEMO ? env.MARS_DEMO === '1' || env.MARS_DEMO === 'true' : !databaseUrl,
    secureCookies: env.MARS_SECURE_COOKIES === '1',
    webDist: env.MARS_WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    apiRateLimitPerMinute: Number(env.MARS_API_RATE_LIMIT ?? 100),
    loginLimitPerAddress: Number(env.MARS_LOGIN_ADDRESS_LIMIT ?? LOGIN_PER_ADDRESS),
    publicUrl: (env.MARS_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    mail: readMailConfig(env, dataDir),
    backupDir: env.MARS_BACKUP_DIR || join(dataDir, 'backups'),
    backupKeep: readBackupKeep(env.MARS_BACKUP_KEEP),
  };
}

function readBackupKeep(value: string | undefined): number {
  const keep = Number(value || 10);
  if (!Number.isInteger(keep) || keep < 1 || keep > 1000) {
    throw new Error(`MARS_BACKUP_KEEP must be a whole number from 1 to 1000, not '${value}'`);
  }
  return keep;
}

const isOn = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

/** SMTP when MARS_SMTP_HOST is set; otherwise (the embedded default) each mail becomes an .eml file. */
function readMailConfig(env: NodeJS.ProcessEnv, dataDir: string): MailConfig {
  const secure = isOn(env.MARS_SMTP_SECURE);
  const port = Number(env.MARS_SMTP_PORT || (secure ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`MARS_SMTP_PORT must be a port number (1-65535), not '${env.MARS_SMTP_PORT}'`);
  }
  return {
    smtp: env.MARS_SMTP_HOST
      ? {
          host: env.MARS_SMTP_HOST,
          port,
          secure,
          user: env.MARS_SMTP_USER || undefined,
          password: env.MARS_SMTP_PASSWORD || undefined,
        }
      : undefined,
    from: env.MARS_MAIL_FROM || 'MARS <mars@localhost>',
    outboxDir: env.MARS_MAIL_DIR || join(dataDir, 'mail'),
  };
}
