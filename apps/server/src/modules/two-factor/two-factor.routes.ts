// /api/v1/auth/two-factor: the code step of signing in (public, with the pending sign-in's cookie)
// and the signed-in user's own two-factor authentication: set up, confirm, turn off, new recovery
// codes. The secret is answered once, at set-up, and never again.
import {
  compactCode,
  isTwoFactorCode,
  noContentSchema,
  normalizeRecoveryCode,
  recoveryCodesAnswerSchema,
  sessionAnswerSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@mars/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { writeAudit } from '../../crud/audit';
import { scopeOf } from '../../crud/scope';
import { authenticate, requireAuth, setSessionCookie } from '../../plugins/auth';
import { AppError, errors } from '../../plugins/errors';
import { toApiSession } from '../../sessions/session-open';
import { limitSignInAddress, refundSignInAddress } from '../../sessions/address-limits';
import { verifyPassword } from '../../sessions/password-hash';
import { limitRate } from '../../sessions/rate-limits';
import type { SessionUser } from '../../sessions/session.repository';
import { checkSecondFactor, issueRecoveryCodes } from './second-factor';
import { twoFactorErrors } from '../../sessions/two-factor-errors';
import { matchTotpCode, newTotpSecret, totpQrCodeSvg, totpUri } from './totp';
import {
  TWO_FACTOR_CHECK_WINDOW_MINUTES,
  TWO_FACTOR_CHECKS_PER_WINDOW,
  TWO_FACTOR_COOKIE,
  TWO_FACTOR_COOKIE_PATH,
} from '../../sessions/two-factor.constants';
import {
  disableTwoFactor,
  enableTwoFactor,
  loadTwoFactorSecrets,
  savePendingSecret,
  twoFactorStatus,
} from './two-factor.repository';
import { completeTwoFactorSignIn } from './two-factor-sign-in';
import type { TwoFactorVault } from './two-factor-vault';

const CODE_KEY = { params: { key: 'validation:twoFactorCode' } };
/** The code of the authenticator app: 6 digits (spec section 5), as apps show it ('123 456'). */
const authenticatorCodeSchema = z.string().trim().min(1).max(40).refine(isTwoFactorCode, CODE_KEY);
/** What a user may type instead: the app's code or a recovery code. */
const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .refine((code) => isTwoFactorCode(code) || normalizeRecoveryCode(code) !== null, CODE_KEY);
/** Who confirms it is them: the password or a code (authenticator or recovery). */
const reauthSchema = z.object({
  password: z.string().min(1).max(200).optional(),
  code: codeSchema.optional(),
});
type Reauth = z.infer<typeof reauthSchema>;

function clearTwoFactorCookie(reply: FastifyReply): void {
  void reply.clearCookie(TWO_FACTOR_COOKIE, { path: TWO_FACTOR_COOKIE_PATH });
}

/** Bounds the codes and passwords a signed-in user may try (confirm, turn off, new codes). */
async function limitChecks(app: FastifyInstance, userId: string): Promise<void> {
  await limitRate(
    app.db,
    {
      key: `two-factor-check:${userId}`,
      limit: TWO_FACTOR_CHECKS_PER_WINDOW,
      windowMs: TWO_FACTOR_CHECK_WINDOW_MINUTES * 60_000,
      now: app.clock.now(),
    },
    { code: 'two_factor_rate_limited', message: 'Too many attempts.' },
  );
}

export function registerTwoFactorRoutes(app: FastifyInstance, vault: TwoFactorVault): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  routes.post(
    '/api/v1/auth/two-factor/verify',
    {
      schema: {
        tags,
        summary: 'Second step of signing in: the code of the authenticator app or a recovery code',
        body: z.object({ code: codeSchema }),
        response: { 200: sessionAnswerSchema },
      },
    },
    async (request, reply) => {
      await limitSignInAddress(app, request.ip);
      try {
        const { token, session } = await completeTwoFactorSignIn(app.db, vault, {
          token: request.cookies[TWO_FACTOR_COOKIE],
          code: request.body.code,
          now: app.clock.now(),
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
        });
        await refundSignInAddress(app, request.ip);
        clearTwoFactorCookie(reply);
        setSessionCookie(app, reply, token, session.rememberMe);
        return toApiSession(session);
      } catch (error) {
        // A pending sign-in that is over (expired, tried out, locked) needs the password again.
        if (!(error instanceof AppError && error.code === 'invalid_two_factor_code')) {
          clearTwoFactorCookie(reply);
        }
        throw error;
      }
    },
  );

  void app.register(async (scope) => {
    scope.addHook('onRequest', authenticate);
    const authed = scope.withTypeProvider<ZodTypeProvider>();

    /** The user proves it is them with the password or a code before a change (rate limited). */
    async function confirmIdentity(auth: SessionUser, body: Reauth): Promise<void> {
      if (!body.password && !body.code) throw errors.validation({ password: ['validation:required'] });
      await limitChecks(app, auth.userId);
      if (body.password) {
        const { rows } = await app.db.query<{ password_hash: string }>(
          `SELECT password_hash FROM users WHERE id = $1`,
          [auth.userId],
        );
        if (!(await verifyPassword(rows[0]?.password_hash, body.password))) {
          throw twoFactorErrors.invalidCodeField('password');
        }
        return;
      }
      const { secret } = await loadTwoFactorSecrets(app.db, auth.userId);
      const factor = await checkSecondFactor(app.db, vault, {
        userId: auth.userId,
        encryptedSecret: secret,
        code: body.code!,
        now: app.clock.now(),
      });
      if (!factor) throw twoFactorErrors.invalidCodeField('code');
    }

    async function audit(auth: SessionUser, change: string): Promise<void> {
      await writeAudit(app.db, scopeOf(auth), {
        entity: 'user',
        entityId: auth.userId,
        action: 'update',
        changedFields: { two_factor: change },
        at: app.clock.now(),
      });
    }

    authed.get(
      '/api/v1/auth/two-factor',
      {
        schema: {
          tags,
          summary: 'Whether two-factor authentication is on, and recovery codes left',
          response: { 200: twoFactorStatusSchema },
        },
      },
      async (request) => twoFactorStatus(app.db, requireAuth(request).userId),
    );

    authed.post(
      '/api/v1/auth/two-factor/setup',
      {
        schema: {
          tags,
          summary: 'Start setting up: a new key, as QR code and to type (shown this once)',
          response: { 200: twoFactorSetupSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        if ((await twoFactorStatus(app.db, auth.userId)).enabled) throw twoFactorErrors.alreadyEnabled();
        const secret = newTotpSecret();
        await savePendingSecret(app.db, auth.userId, vault.encrypt(auth.userId, secret));
        const uri = totpUri(secret, auth.email);
        return { secret, otpauthUri: uri, qrCodeSvg: await totpQrCodeSvg(uri) };
      },
    );

    authed.post(
      '/api/v1/auth/two-factor/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm the set-up with a current code; answers the recovery codes, once',
          body: z.object({ code: authenticatorCodeSchema }),
          response: { 200: recoveryCodesAnswerSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await limitChecks(app, auth.userId);
        const { pendingSecret, secret: enabledSecret } = await loadTwoFactorSecrets(app.db, auth.userId);
        if (enabledSecret) throw twoFactorErrors.alreadyEnabled();
        if (!pendingSecret) throw twoFactorErrors.setupMissing();
        const secret = vault.decrypt(auth.userId, pendingSecret);
        const now = app.clock.now();
        const step = secret === null ? null : matchTotpCode(secret, compactCode(request.body.code), now);
        if (step === null) throw twoFactorErrors.invalidCodeField('code');
        const recoveryCodes = await app.db.transaction(async (tx) => {
          if (!(await enableTwoFactor(tx, { userId: auth.userId, pendingSecret, step, now }))) {
            throw twoFactorErrors.setupMissing();
          }
          return issueRecoveryCodes(tx, vault, { userId: auth.userId, now });
        });
        await audit(auth, 'enabled');
        return { recoveryCodes };
      },
    );

    authed.post(
      '/api/v1/auth/two-factor/disable',
      {
        schema: {
          tags,
          summary: 'Turn two-factor authentication off (password or code)',
          body: reauthSchema,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        if (!(await twoFactorStatus(app.db, auth.userId)).enabled) throw twoFactorErrors.notEnabled();
        await confirmIdentity(auth, request.body);
        await app.db.transaction((tx) => disableTwoFactor(tx, { userId: auth.userId, now: app.clock.now() }));
        await audit(auth, 'disabled');
        return reply.status(204).send(undefined);
      },
    );

    authed.post(
      '/api/v1/auth/two-factor/recovery-codes',
      {
        schema: {
          tags,
          summary: 'New recovery codes (password or code); the earlier ones stop working',
          body: reauthSchema,
          response: { 200: recoveryCodesAnswerSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        if (!(await twoFactorStatus(app.db, auth.userId)).enabled) throw twoFactorErrors.notEnabled();
        await confirmIdentity(auth, request.body);
        const now = app.clock.now();
        const recoveryCodes = await app.db.transaction((tx) =>
          issueRecoveryCodes(tx, vault, { userId: auth.userId, now }),
        );
        await audit(auth, 'recovery_codes_renewed');
        return { recoveryCodes };
      },
    );
  });
}
