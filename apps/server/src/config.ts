// Server configuration read from the environment (README 'Environment variables').
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSecureContext } from 'node:tls';

import type { MailConfig } from './mail/mailer';
import { LOGIN_PER_ADDRESS } from './sessions/auth.constants';

/** A setting the server cannot start with: server.ts prints its message, without a stack, and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The certificate and key MARS serves HTTPS with (HTTP/2, and HTTP/1.1 on the same port). */
export type TlsConfig = { cert: Buffer; key: Buffer; certFile: string; keyFile: string };

export type ServerConfig = {
  port: number;
  host: string;
  /** PostgreSQL connection; without it MARS runs on PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed the demo organizations: on by default for the embedded database. */
  seedDemo: boolean;
  /** Cookies marked Secure: always when MARS serves TLS itself, else MARS_SECURE_COOKIES (behind an HTTPS proxy). */
  secureCookies: boolean;
  /** Set when MARS_TLS_CERT_FILE and MARS_TLS_KEY_FILE are: HTTPS with HTTP/2; unset, plain HTTP/1.1. */
  tls: TlsConfig | undefined;
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
  const tls = readTlsConfig(env);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    seedDemo: env.MARS_DEMO ? env.MARS_DEMO === '1' || env.MARS_DEMO === 'true' : !databaseUrl,
    secureCookies: env.MARS_SECURE_COOKIES === '1' || tls !== undefined,
    tls,
    webDist: env.MARS_WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    apiRateLimitPerMinute: Number(env.MARS_API_RATE_LIMIT ?? 100),
    loginLimitPerAddress: Number(env.MARS_LOGIN_ADDRESS_LIMIT ?? LOGIN_PER_ADDRESS),
    publicUrl: (env.MARS_PUBLIC_URL || `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/+$/, ''),
    mail: readMailConfig(env, dataDir),
    backupDir: env.MARS_BACKUP_DIR || join(dataDir, 'backups'),
    backupKeep: readBackupKeep(env.MARS_BACKUP_KEEP),
  };
}

function readBackupKeep(value: string | undefined): number {
  const keep = Number(value || 10);
  if (!Number.isInteger(keep) || keep < 1 || keep > 1000) {
    throw new ConfigError(`MARS_BACKUP_KEEP must be a whole number from 1 to 1000, not '${value}'`);
  }
  return keep;
}

/**
 * The TLS certificate (PEM, with its chain) and private key, read at startup. Both or neither: one
 * alone, a file that cannot be read, or a key that is not the certificate's is a ConfigError.
 */
function readTlsConfig(env: NodeJS.ProcessEnv): TlsConfig | undefined {
  const certFile = env.MARS_TLS_CERT_FILE || undefined;
  const keyFile = env.MARS_TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw new ConfigError(
      `MARS_TLS_CERT_FILE and MARS_TLS_KEY_FILE go together: ${certFile ? 'MARS_TLS_KEY_FILE' : 'MARS_TLS_CERT_FILE'} is not set`,
    );
  }
  const read = (variable: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new ConfigError(`${variable}: cannot read '${file}' (${code ?? String(error)})`);
    }
  };
  const cert = read('MARS_TLS_CERT_FILE', certFile);
  const key = read('MARS_TLS_KEY_FILE', keyFile);
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    throw new ConfigError(
      `MARS_TLS_CERT_FILE '${certFile}' and MARS_TLS_KEY_FILE '${keyFile}' are not a PEM certificate and its key (${(error as Error).message})`,
    );
  }
  return { cert, key, certFile, keyFile };
}

const isOn = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

/** SMTP when MARS_SMTP_HOST is set; otherwise (the embedded default) each mail becomes an .eml file. */
function readMailConfig(env: NodeJS.ProcessEnv, dataDir: string): MailConfig {
  const secure = isOn(env.MARS_SMTP_SECURE);
  const port = Number(env.MARS_SMTP_PORT || (secure ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new ConfigError(`MARS_SMTP_PORT must be a port number (1-65535), not '${env.MARS_SMTP_PORT}'`);
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
