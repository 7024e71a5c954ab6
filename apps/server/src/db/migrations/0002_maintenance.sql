-- Maintenance (issue 4): equipment as systems and components, planned maintenance jobs, work orders
-- with their per-vessel numbers, running-hours readings. System columns as in 0001 (certificates).

CREATE TABLE equipment (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  parent_id uuid REFERENCES equipment(id),
  code text NOT NULL,
  name text NOT NULL,
  category text NOT NULL,
  location text,
  status text NOT NULL DEFAULT 'operational',
  criticality text NOT NULL DEFAULT 'normal',
  manufacturer text,
  model text,
  serial_number text,
  running_hours numeric,
  last_maintenance date,
  next_maintenance date,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX equipment_scope_idx ON equipment (organization_id, vessel_id, code);
CREATE INDEX equipment_status_idx ON equipment (organization_id, vessel_id, status, criticality);
CREATE INDEX equipment_parent_idx ON equipment (parent_id);
CREATE UNIQUE INDEX equipment_code_key ON equipment (vessel_id, code) WHERE deleted_at IS NULL;

CREATE TABLE maintenance_jobs (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  equipment_id uuid NOT NULL REFERENCES equipment(id),
  title text NOT NULL,
  description text,
  interval_days integer,
  interval_hours numeric,
  last_done_date date,
  last_done_hours numeric,
  next_due_date date,
  next_due_hours numeric,
  priority text NOT NULL DEFAULT 'medium',
  assignee_role text NOT NULL DEFAULT 'engineer',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX maintenance_jobs_scope_idx ON maintenance_jobs (organization_id, vessel_id, active, next_due_date);
CREATE INDEX maintenance_jobs_equipment_idx ON maintenance_jobs (equipment_id);

CREATE TABLE work_orders (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  work_order_number text,
  title text NOT NULL,
  description text NOT NULL,
  equipment_id uuid REFERENCES equipment(id),
  maintenance_job_id uuid REFERENCES maintenance_jobs(id),
  due_period text,
  priority text NOT NULL DEFAULT 'medium',
  assigned_to uuid,
  due_date date NOT NULL,
  scheduled_date date,
  completed_date date,
  completion_running_hours numeric,
  completion_notes text,
  status text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX work_orders_scope_idx ON work_orders (organization_id, vessel_id, status, due_date);
CREATE INDEX work_orders_scheduled_idx ON work_orders (organization_id, vessel_id, scheduled_date);
CREATE INDEX work_orders_completed_idx ON work_orders (organization_id, vessel_id, completed_date);
CREATE INDEX work_orders_equipment_idx ON work_orders (equipment_id);
CREATE UNIQUE INDEX work_orders_number_key ON work_orders (vessel_id, work_order_number);
-- One raised work order per planned job and due period (raising is idempotent).
CREATE UNIQUE INDEX work_orders_job_period_key ON work_orders (maintenance_job_id, due_period);

-- The last work-order number given per vessel and year (WO-<year>-<4 digits>), taken atomically with
-- INSERT ... ON CONFLICT DO UPDATE ... RETURNING.
CREATE TABLE work_order_counters (
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (vessel_id, year)
);

CREATE TABLE running_hours_readings (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  equipment_id uuid NOT NULL REFERENCES equipment(id),
  reading_at timestamptz NOT NULL,
  hours numeric NOT NULL,
  recorded_by uuid,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX running_hours_readings_scope_idx ON running_hours_readings (organization_id, vessel_id, reading_at DESC);
CREATE INDEX running_hours_readings_equipment_idx ON running_hours_readings (equipment_id, reading_at DESC);
