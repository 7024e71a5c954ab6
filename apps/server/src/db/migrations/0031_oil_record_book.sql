-- Oil record book (issue 14): the tanks of a vessel as its IOPP supplement lists them, the entries of
-- Parts I and II by code and item (MARPOL Annex I Appendix III), their certification and the hash
-- chain of certified entries per vessel and part (heads kept apart, as the logbook's in 0006).
-- Quantities in m3 as measured; the retained on board is derived from the entries, never stored.
-- System columns as in 0001 (certificates). Numbers (ORBI-, ORBII-<year>-<nnnn>) come from entity_counters.

CREATE TABLE vessel_tanks (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  name text NOT NULL,
  tank_type text NOT NULL,
  iopp_item text,
  location text,
  capacity_m3 numeric NOT NULL CHECK (capacity_m3 > 0),
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX vessel_tanks_scope_idx ON vessel_tanks (organization_id, vessel_id, name) WHERE deleted_at IS NULL;

CREATE TABLE oil_record_entries (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  entry_number text,
  part text NOT NULL,
  operation_date date NOT NULL,
  code text NOT NULL,
  item text,
  start_at timestamptz,
  end_at timestamptz,
  tank_from_id uuid REFERENCES vessel_tanks(id),
  tank_to_id uuid REFERENCES vessel_tanks(id),
  quantity_m3 numeric,
  tank_total_m3 numeric,
  quantity_t numeric,
  oil_type text,
  port text,
  receipt_number text,
  latitude_start numeric CHECK (latitude_start BETWEEN -90 AND 90),
  longitude_start numeric CHECK (longitude_start BETWEEN -180 AND 180),
  latitude_end numeric CHECK (latitude_end BETWEEN -90 AND 90),
  longitude_end numeric CHECK (longitude_end BETWEEN -180 AND 180),
  oil_content_ppm numeric,
  en_route boolean,
  special_area boolean,
  distance_from_land_nm numeric,
  remarks text,
  corrects_id uuid REFERENCES oil_record_entries(id),
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
-- The book by date, and the entries of a vessel for its tanks' retained on board.
CREATE INDEX oil_record_entries_scope_idx
  ON oil_record_entries (organization_id, vessel_id, operation_date DESC) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX oil_record_entries_number_key ON oil_record_entries (vessel_id, entry_number);
CREATE UNIQUE INDEX oil_record_entries_chain_key
  ON oil_record_entries (vessel_id, part, chain_position) WHERE chain_position IS NOT NULL;

CREATE TABLE oil_record_chain_heads (
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  part text NOT NULL,
  last_position integer NOT NULL,
  last_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vessel_id, part)
);
