// Self-hosted proof-of-work CAPTCHA (ALTCHA): ships are often cut off from the internet, so no
// third-party service. The signing secret is made on first start and kept in the database, so all
// instances share it; a solved challenge can be used once.
import { randomBytes } from 'node:crypto';

import type { CaptchaAnswer } from '@mars/domain';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';

import type { Db } from '../../db/client';

const CHALLENGE_COST = 1;
export const CHALLENGE_MINUTES = 10;

export type Captcha = {
  challenge(): Promise<CaptchaAnswer>;
  verify(payload: string | undefined): Promise<boolean>;
};

async function loadSecret(db: Db): Promise<string> {
  await db.query(
    `INSERT INTO server_secrets (name, value) VALUES ('captcha_hmac', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('hex')],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM server_secrets WHERE name = 'captcha_hmac'`,
  );
  return rows[0]!.value;
}

export async function createCaptcha(db: Db, options: { difficulty?: number } = {}): Promise<Captcha> {
  const secret = await loadSecret(db);
  // The counter the browser must find; about 50,000 SHA-256 rounds take well under a second.
  const maxCounter = options.difficulty ?? 50_000;
  const store = {
    get: async (key: string) =>
      (await db.query(`SELECT 1 FROM captcha_challenges_used WHERE challenge_id = $1`, [key])).rows.length >
      0,
    set: async (key: string) => {
      await db.query(
        `INSERT INTO captcha_challenges_used (challenge_id) VALUES ($1) ON CONFLICT DO NOTHING`,
        [key],
      );
    },
    setIfAbsent: async (key: string) =>
      (
        await db.query(
          `INSERT INTO captcha_challenges_used (challenge_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING challenge_id`,
          [key],
        )
      ).rows.length > 0,
  };
  return {
    // Expiry is checked by altcha-lib against the system clock, so it is set from it too.
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: CHALLENGE_COST,
        counter: Math.floor(Math.random() * maxCounter),
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
      }),
    verify: async (payload) => {
      if (!payload) return false;
      const result = await verify(payload, deriveKey, secret, undefined, store);
      return !result.error && Boolean(result.verification?.verified);
    },
  };
}
