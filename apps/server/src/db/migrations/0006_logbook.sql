-- Electronic logbook (issue 5): entries of the deck, engine and radio logs with their review
-- workflow and hash chain, the watch schedule, entry-number counters and the chain heads.
-- System columns as in 0001 (certificates).

CREATE TABLE logbook_watch_periods (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  name text NOT NULL,
  watch_type text NOT NULL,
  start_time text NOT NULL,
  end_time text NOT NULL,
  officer_id uuid,
  effective_from date NOT NULL,
  effective_to date,
  is_active boolean NOT NULL DEFAULT true,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX logbook_watch_periods_scope_idx
  ON logbook_watch_periods (organization_id, vessel_id, watch_type, start_time) WHERE deleted_at IS NULL;

CREATE TABLE logbook_entries (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  entry_number text,
  logbook_type text NOT NULL,
  entry_at timestamptz NOT NULL,
  entry_type text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  watch_keeper_id uuid,
  watch_period_id uuid REFERENCES logbook_watch_periods(id),
  latitude numeric,
  longitude numeric,
  course numeric,
  speed numeric,
  wind_direction text,
  wind_force integer,
  sea_state integer,
  visibility text,
  barometric_pressure numeric,
  weather text,
  distance_nm numeric,
  fuel_consumed_mt numeric,
  me_rpm numeric,
  me_load_percent numeric,
  me_running_hours numeric,
  aux_running_hours numeric,
  fuel_type text,
  fuel_rob_mt numeric,
  radio_station text,
  radio_frequency text,
  message_category text,
  crew_on_watch text,
  remarks text,
  attachment_id uuid,
  status text NOT NULL DEFAULT 'draft',
  submitted_at timestamptz,
  submitted_by uuid,
  approved_at timestamptz,
  approved_by uuid,
  rejected_at timestamptz,
  rejected_by uuid,
  rejection_reason text,
  chain_position integer,
  previous_hash text,
  content_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX logbook_entries_scope_idx
  ON logbook_entries (organization_id, vessel_id, entry_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX logbook_entries_org_idx ON logbook_entries (organization_id, entry_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX logbook_entries_status_idx
  ON logbook_entries (organization_id, vessel_id, status, entry_at DESC) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX logbook_entries_number_key
  ON logbook_entries (vessel_id, logbook_type, entry_number) WHERE entry_number IS NOT NULL;
CREATE UNIQUE INDEX logbook_entries_chain_key
  ON logbook_entries (vessel_id, logbook_type, chain_position) WHERE chain_position IS NOT NULL;

-- Entry numbers per vessel, logbook type and year (D-2026-0042), raised atomically like work orders.
CREATE TABLE logbook_entry_counters (
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  logbook_type text NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (vessel_id, logbook_type, year)
);

-- The newest link of each chain, kept apart from the entries so that a removed entry shows.
CREATE TABLE logbook_chain_heads (
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  logbook_type text NOT NULL,
  last_position integer NOT NULL,
  last_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vessel_id, logbook_type)
);
