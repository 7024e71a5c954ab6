-- Incidents and near misses, and corrective actions (issue 13; spec section 3 'Incident', local table
-- corrective_actions). Numbers (INC-2026-0001, CA-2026-0001) come from entity_counters.

CREATE TABLE incidents (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  incident_number text,
  occurred_at timestamptz NOT NULL,
  incident_type text NOT NULL,
  location text NOT NULL,
  severity text NOT NULL,
  lost_time_injury boolean NOT NULL DEFAULT false,
  people_involved text,
  on_watch text,
  description text NOT NULL,
  -- A near miss reported without a name: created_by and updated_by stay empty.
  anonymous boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'reported',
  root_cause text,
  immediate_action text,
  risk_likelihood_before integer,
  risk_severity_before integer,
  risk_likelihood_after integer,
  risk_severity_after integer,
  investigation_started_at timestamptz,
  investigated_by uuid,
  closed_at timestamptz,
  closed_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX incidents_scope_idx
  ON incidents (organization_id, vessel_id, occurred_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX incidents_status_idx
  ON incidents (organization_id, vessel_id, status, occurred_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX incidents_type_idx ON incidents (organization_id, incident_type) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX incidents_number_key
  ON incidents (vessel_id, incident_number) WHERE incident_number IS NOT NULL;

CREATE TABLE corrective_actions (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  action_number text,
  title text NOT NULL,
  description text NOT NULL,
  source text NOT NULL,
  incident_id uuid REFERENCES incidents(id),
  severity text NOT NULL,
  assigned_to uuid,
  reported_by uuid,
  reported_date date NOT NULL,
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'open',
  completed_date date,
  completion_notes text,
  verified_at timestamptz,
  verified_by uuid,
  verification_notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX corrective_actions_scope_idx
  ON corrective_actions (organization_id, vessel_id, status, due_date) WHERE deleted_at IS NULL;
CREATE INDEX corrective_actions_due_idx
  ON corrective_actions (organization_id, vessel_id, due_date) WHERE deleted_at IS NULL;
CREATE INDEX corrective_actions_incident_idx ON corrective_actions (incident_id);
CREATE INDEX corrective_actions_assignee_idx ON corrective_actions (assigned_to);
CREATE UNIQUE INDEX corrective_actions_number_key
  ON corrective_actions (vessel_id, action_number) WHERE action_number IS NOT NULL;
