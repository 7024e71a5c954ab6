// Server configuration read from the environment (README 'Environment variables').
import { LOGIN_PER_ADDRESS } from './modules/auth/auth.constants';

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
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir: env.MARS_DATA_DIR ?? './data',
    seedDemo: env.MARS_DEMO ? env.MARS_DEMO === '1' || env.MARS_DEMO === 'true' : !databaseUrl,
    secureCookies: env.MARS_SECURE_COOKIES === '1',
    webDist: env.MARS_WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    apiRateLimitPerMinute: Number(env.MARS_API_RATE_LIMIT ?? 100),
    loginLimitPerAddress: Number(env.MARS_LOGIN_ADDRESS_LIMIT ?? LOGIN_PER_ADDRESS),
  };
}
