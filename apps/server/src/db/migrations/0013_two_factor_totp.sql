-- Two-factor authentication (TOTP, spec section 5). The secret is stored encrypted (AES-256-GCM under
-- the server's key in server_secrets, never under the organization's rows) and is never answered
-- after enrolment; a secret being enrolled waits in totp_pending_secret until a code confirms it.
-- totp_last_step is the time step of the last code accepted: a code is never accepted twice.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_pending_secret text;
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- An administrator may require two-factor authentication of everyone in the organization.
ALTER TABLE organizations ADD COLUMN two_factor_required boolean NOT NULL DEFAULT false;

-- Recovery codes: only a keyed hash is kept; each one signs in once.
CREATE TABLE two_factor_recovery_codes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE UNIQUE INDEX two_factor_recovery_codes_user_code_key ON two_factor_recovery_codes (user_id, code_hash);

-- A sign-in whose password was right and that waits for the code: no session exists before it.
-- Only the SHA-256 of its token (an HttpOnly cookie) is kept; it allows a few tries and expires soon.
CREATE TABLE two_factor_challenges (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  remember_me boolean NOT NULL DEFAULT false,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  user_agent text,
  ip_address text
);
CREATE INDEX two_factor_challenges_expires_idx ON two_factor_challenges (expires_at);
