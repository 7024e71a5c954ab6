-- Ballast water record book (issue 14): coded entries A-H of the BWM Convention's Appendix II as amended
-- by MEPC.369(80), on the vessel's ballast tanks (vessel_tanks, tank_type 'ballast_water'), with the
-- record books' certification and the hash chain of certified entries per vessel (heads kept apart, as
-- the oil record book's in 0031). The book is one chain per vessel: `book` is its group column, always
-- 'BWRB'. Volumes in m3 as estimated; what each tank retains is derived from the entries, never stored.
-- System columns as in 0001. Numbers (BWRB-<year>-<nnnn>) come from entity_counters.

CREATE TABLE ballast_record_entries (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  book text NOT NULL DEFAULT 'BWRB' CHECK (book = 'BWRB'),
  entry_number text,
  operation_date date NOT NULL,
  code text NOT NULL,
  start_at timestamptz,
  end_at timestamptz,
  port text,
  latitude_start numeric CHECK (latitude_start BETWEEN -90 AND 90),
  longitude_start numeric CHECK (longitude_start BETWEEN -180 AND 180),
  latitude_end numeric CHECK (latitude_end BETWEEN -90 AND 90),
  longitude_end numeric CHECK (longitude_end BETWEEN -180 AND 180),
  min_depth_m numeric,
  distance_from_land_nm numeric,
  tank_id uuid REFERENCES vessel_tanks(id),
  volume_m3 numeric,
  total_retained_m3 numeric,
  flow text,
  bwmp_compliant boolean,
  treatment_method text,
  d2_status text,
  salinity_psu numeric,
  temperature_c numeric,
  organism_count integer,
  circumstances text,
  remarks text,
  corrects_id uuid REFERENCES ballast_record_entries(id),
  correction_reason text,
  status text NOT NULL DEFAULT 'draft',
  completed_at timestamptz,
  completed_by uuid,
  signed_at timestamptz,
  signed_by uuid,
  certified_at timestamptz,
  certified_by uuid,
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
CREATE INDEX ballast_record_entries_scope_idx
  ON ballast_record_entries (organization_id, vessel_id, operation_date DESC) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX ballast_record_entries_number_key ON ballast_record_entries (vessel_id, entry_number);
CREATE UNIQUE INDEX ballast_record_entries_chain_key
  ON ballast_record_entries (vessel_id, book, chain_position) WHERE chain_position IS NOT NULL;

CREATE TABLE ballast_record_chain_heads (
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  book text NOT NULL CHECK (book = 'BWRB'),
  last_position integer NOT NULL,
  last_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vessel_id, book)
);
