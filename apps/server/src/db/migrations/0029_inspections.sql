-- Inspections and their deficiencies (issue 13; spec section 3 'Inspection', local table inspections),
-- and the deficiency a corrective action rectifies. Numbers (INS-2026-0001) come from entity_counters.

CREATE TABLE inspections (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  inspection_number text,
  inspection_type text NOT NULL,
  authority text NOT NULL,
  port text,
  inspector text,
  inspection_date date NOT NULL,
  result text NOT NULL DEFAULT 'pending',
  status text NOT NULL DEFAULT 'scheduled',
  remarks text,
  completed_at timestamptz,
  completed_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX inspections_scope_idx
  ON inspections (organization_id, vessel_id, inspection_date DESC) WHERE deleted_at IS NULL;
CREATE INDEX inspections_status_idx
  ON inspections (organization_id, vessel_id, status, inspection_date DESC) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX inspections_number_key
  ON inspections (vessel_id, inspection_number) WHERE inspection_number IS NOT NULL;

CREATE TABLE inspection_deficiencies (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  inspection_id uuid NOT NULL REFERENCES inspections(id),
  code text,
  description text NOT NULL,
  action_code text NOT NULL,
  due_date date,
  status text NOT NULL DEFAULT 'open',
  rectified_date date,
  rectification text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX inspection_deficiencies_scope_idx
  ON inspection_deficiencies (organization_id, vessel_id, status, due_date) WHERE deleted_at IS NULL;
CREATE INDEX inspection_deficiencies_inspection_idx ON inspection_deficiencies (inspection_id);

ALTER TABLE corrective_actions ADD COLUMN deficiency_id uuid REFERENCES inspection_deficiencies(id);
CREATE INDEX corrective_actions_deficiency_idx ON corrective_actions (deficiency_id);
