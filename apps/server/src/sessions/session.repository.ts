// Sessions: a random 256-bit token lives only in the user's cookie; the database keeps its SHA-256.
import { createHash, randomBytes } from 'node:crypto';

import type { Role } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import type { Queryable } from '../db/client';

export type SessionUser = {
  sessionId: string;
  userId: string;
  email: string;
  fullName: string;
  /** Saved by the user in their profile; null until then (the API splits fullName). */
  firstName: string | null;
  lastName: string | null;
  role: Role;
  organizationId: string;
  organizationName: string;
  language: string | null;
  vesselIds: string[];
  /** A temporary password set by an admin: nothing but changing it is allowed (plugins/auth.ts). */
  mustChangePassword: boolean;
  rememberMe: boolean;
  expiresAt: string;
  lastSeenAt: string;
  twoFactorEnabled: boolean;
  /** The organization requires two-factor authentication (modules/two-factor). */
  twoFactorRequired: boolean;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Queryable,
  input: {
    userId: string;
    rememberMe: boolean;
    expiresAt: Date;
    now: Date;
    userAgent?: string;
    ipAddress?: string;
  },
): Promise<{ token: string; sessionId: string }> {
  const token = newSessionToken();
  const sessionId = uuidv7();
  await db.query(
    `INSERT INTO sessions (id, user_id, token_hash, remember_me, created_at, last_seen_at, expires_at, user_agent, ip_address)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8)`,
    [
      sessionId,
      input.userId,
      hashToken(token),
      input.rememberMe,
      input.now.toISOString(),
      input.expiresAt.toISOString(),
      input.userAgent?.slice(0, 300) ?? null,
      input.ipAddress ?? null,
    ],
  );
  return { token, sessionId };
}

const SESSION_USER_SELECT = `
  SELECT s.id AS "sessionId", u.id AS "userId", u.email, u.full_name AS "fullName",
         u.first_name AS "firstName", u.last_name AS "lastName", u.role,
         u.organization_id AS "organizationId", o.name AS "organizationName", u.language,
         u.must_change_password AS "mustChangePassword",
         s.remember_me AS "rememberMe", s.expires_at AS "expiresAt", s.last_seen_at AS "lastSeenAt",
         u.totp_enabled_at IS NOT NULL AS "twoFactorEnabled", o.two_factor_required AS "twoFactorRequired",
         COALESCE((SELECT array_agg(uv.vessel_id::text ORDER BY uv.vessel_id) FROM user_vessels uv WHERE uv.user_id = u.id), '{}') AS "vesselIds"
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  JOIN organizations o ON o.id = u.organization_id`;

/** The live session of a token: not revoked, not expired, its user active. */
export async function findSessionByToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const { rows } = await db.query<SessionUser>(
    `${SESSION_USER_SELECT}
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.status = 'active'`,
    [hashToken(token), now.toISOString()],
  );
  return rows[0];
}

export async function findSessionById(db: Queryable, sessionId: string): Promise<SessionUser | undefined> {
  const { rows } = await db.query<SessionUser>(`${SESSION_USER_SELECT} WHERE s.id = $1`, [sessionId]);
  return rows[0];
}

export async function extendSession(
  db: Queryable,
  input: { sessionId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE sessions SET expires_at = $2, last_seen_at = $3 WHERE id = $1 AND revoked_at IS NULL`,
    [input.sessionId, input.expiresAt.toISOString(), input.now.toISOString()],
  );
}

export async function revokeSession(
  db: Queryable,
  input: { sessionId: string; userId: string; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
    [input.sessionId, input.userId, input.now.toISOString()],
  );
  return result.affectedRows > 0;
}

export async function revokeOtherSessions(
  db: Queryable,
  input: { userId: string; keepSessionId: string; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`,
    [input.userId, input.keepSessionId, input.now.toISOString()],
  );
}

/** Ends every session of the user (a password set with a reset link). */
export async function revokeUserSessions(db: Queryable, input: { userId: string; now: Date }): Promise<void> {
  await db.query(`UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [
    input.userId,
    input.now.toISOString(),
  ]);
}

export type SessionListRow = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
  ipAddress: string | null;
  rememberMe: boolean;
};

export async function listActiveSessions(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<SessionListRow[]> {
  const { rows } = await db.query<SessionListRow>(
    `SELECT id, created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt",
            user_agent AS "userAgent", ip_address AS "ipAddress", remember_me AS "rememberMe"
     FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
     ORDER BY last_seen_at DESC`,
    [userId, now.toISOString()],
  );
  return rows;
}
