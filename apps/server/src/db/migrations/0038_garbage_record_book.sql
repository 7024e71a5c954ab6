-- Garbage record book (issue 14; MARPOL Annex V reg 10, form of MEPC.277(70)): the entries of Parts I
-- and II by category A-K, estimated amount in m3, how the garbage left the ship, position or port and
-- receipt; the server's Annex V check (distance from land on the bundled coastline, special area, the
-- rule's outcome); their certification and the hash chain of certified entries per vessel and part
-- (heads kept apart, as the oil record book's in 0031). Numbers (GRBI-, GRBII-<year>-<nnnn>) come
-- from entity_counters.

CREATE TABLE garbage_record_entries (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  entry_number text,
  part text NOT NULL,
  occurred_at timestamptz NOT NULL,
  category text NOT NULL,
  method text NOT NULL,
  amount_m3 numeric NOT NULL CHECK (amount_m3 > 0),
  latitude numeric CHECK (latitude BETWEEN -90 AND 90),
  longitude numeric CHECK (longitude BETWEEN -180 AND 180),
  en_route boolean,
  comminuted boolean,
  hold_wash_conditions boolean,
  port text,
  facility text,
  receipt_number text,
  receipt_id uuid,
  remarks text,
  distance_from_land_nm numeric,
  special_area text,
  annex_v_check text,
  annex_v_rule text,
  corrects_id uuid REFERENCES garbage_record_entries(id),
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
CREATE INDEX garbage_record_entries_scope_idx
  ON garbage_record_entries (organization_id, vessel_id, occurred_at DESC) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX garbage_record_entries_number_key ON garbage_record_entries (vessel_id, entry_number);
CREATE UNIQUE INDEX garbage_record_entries_chain_key
  ON garbage_record_entries (vessel_id, part, chain_position) WHERE chain_position IS NOT NULL;

CREATE TABLE garbage_record_chain_heads (
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  part text NOT NULL,
  last_position integer NOT NULL,
  last_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vessel_id, part)
);
