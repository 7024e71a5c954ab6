// Answers of /api/v1/auth: the signed-in user and session, sign-in, sessions, the CAPTCHA.
import { z } from 'zod';

import { ROLES } from '../auth/roles';
import { listAnswer } from './common';

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  organizationId: z.string(),
  organizationName: z.string(),
  vesselIds: z.array(z.string()),
  language: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** The organization requires two-factor authentication and the user has not set it up yet. */
  twoFactorSetupRequired: z.boolean(),
  /** A temporary password set by an admin: it must be changed before anything else. */
  mustChangePassword: z.boolean(),
  user_metadata: z.object({ full_name: z.string(), organization_id: z.string(), role: z.enum(ROLES) }),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const sessionInfoSchema = z.object({ expiresAt: z.string(), rememberMe: z.boolean() });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The signed-in user and their session (sign-in, session, extend, preferences, two-factor verify). */
export const sessionAnswerSchema = z.object({ user: authUserSchema, session: sessionInfoSchema });
export type AuthResult = z.infer<typeof sessionAnswerSchema>;

/** The password was right; the code of the authenticator app is asked for next. */
export const twoFactorPendingSchema = z.object({ twoFactorRequired: z.literal(true), expiresAt: z.string() });
export type TwoFactorPending = z.infer<typeof twoFactorPendingSchema>;

export const loginAnswerSchema = z.union([sessionAnswerSchema, twoFactorPendingSchema]);
export type LoginResult = z.infer<typeof loginAnswerSchema>;

/** One of the user's active sessions. */
export const activeSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  rememberMe: z.boolean(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const sessionsAnswerSchema = listAnswer(activeSessionSchema);

/** A proof-of-work challenge (altcha): its parameters and their signature. */
export const captchaAnswerSchema = z.object({
  // altcha-lib's challenge parameters.
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  // Present when signed, as the server always does.
  signature: z.string().optional(),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;
