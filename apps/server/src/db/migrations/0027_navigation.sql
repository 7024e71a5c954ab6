-- Navigation (issue 14): positions, passages and port calls of a vessel. Latitude and longitude in
-- decimal degrees; times in UTC. Numbers (POS-, P-, PC-<year>-<nnnn>) come from entity_counters.
-- System columns as in 0001 (certificates).

CREATE TABLE navigation_positions (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  position_number text,
  recorded_at timestamptz NOT NULL,
  latitude numeric NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude numeric NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  course numeric,
  speed numeric,
  status text NOT NULL DEFAULT 'underway',
  source text NOT NULL DEFAULT 'manual',
  officer_id uuid,
  weather text,
  wind_direction text,
  wind_force integer,
  sea_state integer,
  visibility text,
  barometric_pressure numeric,
  water_depth_m numeric,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
-- The list by time and the last position of each vessel.
CREATE INDEX navigation_positions_scope_idx
  ON navigation_positions (organization_id, vessel_id, recorded_at DESC) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX navigation_positions_number_key ON navigation_positions (vessel_id, position_number);

CREATE TABLE passages (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  passage_number text,
  voyage_number text,
  departure_port text NOT NULL,
  departure_locode text,
  arrival_port text NOT NULL,
  arrival_locode text,
  route text,
  planned_departure timestamptz NOT NULL,
  eta timestamptz,
  departed_at timestamptz,
  arrived_at timestamptz,
  distance_nm numeric,
  distance_source text,
  duration_hours numeric,
  average_speed_kn numeric,
  fuel_consumed_mt numeric,
  status text NOT NULL DEFAULT 'planning',
  master_id uuid,
  chief_officer_id uuid,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX passages_scope_idx
  ON passages (organization_id, vessel_id, planned_departure DESC) WHERE deleted_at IS NULL;
CREATE INDEX passages_status_idx ON passages (organization_id, vessel_id, status) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX passages_number_key ON passages (vessel_id, passage_number);

CREATE TABLE port_calls (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  port_call_number text,
  port_name text NOT NULL,
  locode text,
  country text,
  berth text,
  operation text NOT NULL,
  planned_arrival timestamptz NOT NULL,
  planned_departure timestamptz,
  arrived_at timestamptz,
  berthed_at timestamptz,
  departed_at timestamptz,
  cargo_quantity_mt numeric,
  bunker_quantity_mt numeric,
  pilot_required boolean NOT NULL DEFAULT true,
  tugs_required integer,
  agent text,
  psc_expected boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'planned',
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX port_calls_scope_idx
  ON port_calls (organization_id, vessel_id, planned_arrival DESC) WHERE deleted_at IS NULL;
CREATE INDEX port_calls_status_idx ON port_calls (organization_id, vessel_id, status) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX port_calls_number_key ON port_calls (vessel_id, port_call_number);
