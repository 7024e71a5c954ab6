-- The platform: organizations, vessels, users and their sessions, sign-in limits, the audit log,
-- and the first business table (certificates). Times are UTC (timestamptz).

CREATE TABLE organizations (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE vessels (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  imo_number text NOT NULL,
  flag_state text NOT NULL,
  vessel_type text NOT NULL,
  status text NOT NULL DEFAULT 'active',
  gross_tonnage numeric,
  deadweight numeric,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX vessels_imo_number_key ON vessels (imo_number) WHERE deleted_at IS NULL;
CREATE INDEX vessels_organization_idx ON vessels (organization_id, name);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  email text NOT NULL,
  password_hash text NOT NULL,
  full_name text NOT NULL,
  role text NOT NULL,
  status text NOT NULL DEFAULT 'active',
  language text,
  last_sign_in_at timestamptz,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT users_role_check CHECK (role IN ('super_admin', 'company_admin', 'ship_admin', 'master', 'officer', 'engineer', 'crew'))
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_organization_idx ON users (organization_id);

CREATE TABLE user_vessels (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vessel_id uuid NOT NULL REFERENCES vessels(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, vessel_id)
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  remember_me boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip_address text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now(),
  ip_address text
);
CREATE INDEX login_attempts_email_idx ON login_attempts (email, attempted_at DESC);

CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

CREATE TABLE password_reset_requests (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  token_hash text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_requests_email_idx ON password_reset_requests (email, requested_at DESC);

CREATE TABLE captcha_challenges_used (
  challenge_id text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  organization_id uuid NOT NULL,
  user_id uuid,
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL,
  changed_fields jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_organization_idx ON audit_log (organization_id, at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);

CREATE TABLE certificates (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  certificate_type text NOT NULL,
  certificate_number text NOT NULL,
  certificate_name text NOT NULL,
  issue_date date NOT NULL,
  expiry_date date NOT NULL,
  issuing_authority text NOT NULL,
  survey_station text,
  next_survey_due date,
  status text NOT NULL DEFAULT 'valid',
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX certificates_scope_idx ON certificates (organization_id, vessel_id, expiry_date);

-- Secrets the server makes itself on first start (the CAPTCHA signing key), shared by all instances.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
