-- Audits and their findings, non-conformities and observations (issue 13; spec section 2
-- 'compliance/*', local tables audits and nonConformities), and the corrective actions that close a
-- non-conformity. Numbers (AUD-2026-0001, NC-2026-0001) come from entity_counters.

CREATE TABLE audits (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  audit_number text,
  audit_type text NOT NULL,
  standard text NOT NULL,
  auditor text NOT NULL,
  auditing_body text,
  scheduled_date date NOT NULL,
  held_date date,
  scope text,
  status text NOT NULL DEFAULT 'scheduled',
  summary text,
  closed_at timestamptz,
  closed_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX audits_scope_idx
  ON audits (organization_id, vessel_id, scheduled_date DESC) WHERE deleted_at IS NULL;
CREATE INDEX audits_status_idx
  ON audits (organization_id, vessel_id, status, scheduled_date DESC) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX audits_number_key ON audits (vessel_id, audit_number) WHERE audit_number IS NOT NULL;

CREATE TABLE non_conformities (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  nc_number text,
  kind text NOT NULL,
  title text NOT NULL,
  severity text NOT NULL,
  identified_date date NOT NULL,
  due_date date,
  audit_id uuid REFERENCES audits(id),
  ism_clause text,
  description text NOT NULL,
  root_cause text,
  status text NOT NULL DEFAULT 'open',
  verification_notes text,
  closed_at timestamptz,
  closed_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX non_conformities_scope_idx
  ON non_conformities (organization_id, vessel_id, identified_date DESC) WHERE deleted_at IS NULL;
CREATE INDEX non_conformities_status_idx
  ON non_conformities (organization_id, vessel_id, status, due_date) WHERE deleted_at IS NULL;
CREATE INDEX non_conformities_audit_idx ON non_conformities (audit_id);
CREATE UNIQUE INDEX non_conformities_number_key
  ON non_conformities (vessel_id, nc_number) WHERE nc_number IS NOT NULL;

ALTER TABLE corrective_actions ADD COLUMN non_conformity_id uuid REFERENCES non_conformities(id);
CREATE INDEX corrective_actions_non_conformity_idx ON corrective_actions (non_conformity_id);
