-- Safety (issue 13): drills with who took part, and risk assessments (the 5 x 5 matrix of spec section 9).

CREATE TABLE drills (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  drill_type text NOT NULL,
  scheduled_date date NOT NULL,
  conductor text NOT NULL,
  location text,
  scenario text,
  status text NOT NULL DEFAULT 'scheduled',
  held_date date,
  duration_minutes integer,
  performance text,
  debrief text,
  next_due_date date,
  participant_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX drills_scope_idx ON drills (organization_id, vessel_id, scheduled_date);
CREATE INDEX drills_status_idx ON drills (organization_id, vessel_id, status, scheduled_date);
CREATE INDEX drills_held_idx ON drills (vessel_id, drill_type, held_date);

-- Who took part in a drill: one row per crew member (written by the safety module's participants
-- route; each crew member checked as a reference of the drill's vessel).
CREATE TABLE drill_participants (
  drill_id uuid NOT NULL REFERENCES drills(id),
  crew_member_id uuid NOT NULL REFERENCES personnel(id),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  PRIMARY KEY (drill_id, crew_member_id)
);
CREATE INDEX drill_participants_member_idx ON drill_participants (crew_member_id);
CREATE INDEX drill_participants_organization_idx ON drill_participants (organization_id, vessel_id);

CREATE TABLE risk_assessments (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  assessment_number text,
  assessment_date date NOT NULL,
  assessment_type text NOT NULL,
  activity text NOT NULL,
  location text,
  hazards text NOT NULL,
  likelihood integer NOT NULL CHECK (likelihood BETWEEN 1 AND 5),
  severity integer NOT NULL CHECK (severity BETWEEN 1 AND 5),
  risk_score integer,
  risk_level text,
  controls text,
  residual_likelihood integer CHECK (residual_likelihood BETWEEN 1 AND 5),
  residual_severity integer CHECK (residual_severity BETWEEN 1 AND 5),
  residual_score integer,
  residual_level text,
  assessed_by text,
  review_date date,
  status text NOT NULL DEFAULT 'draft',
  approved_by uuid,
  approved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX risk_assessments_scope_idx ON risk_assessments (organization_id, vessel_id, assessment_date);
CREATE INDEX risk_assessments_status_idx ON risk_assessments (organization_id, vessel_id, status, review_date);
CREATE UNIQUE INDEX risk_assessments_number_key ON risk_assessments (vessel_id, assessment_number);
