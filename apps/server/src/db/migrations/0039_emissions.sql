-- Emissions (issue 14 'Emissions monitoring'): a vessel's fuel of one type in a period (a voyage, a
-- month, a week) or at berth, with the CO2 from the fuel's factor (MEPC.364(79)), the distance and hours
-- of the linked passage or as entered, and the EU MRV scope from the ports' UN/LOCODEs. The year's
-- figures (CII, EU MRV split) are derived from these rows, never stored.
-- System columns as in 0001 (certificates). Numbers (EM-<year>-<nnnn>) come from entity_counters.

CREATE TABLE emission_records (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  report_number text,
  period_type text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  passage_id uuid REFERENCES passages(id),
  port_call_id uuid REFERENCES port_calls(id),
  voyage_type text NOT NULL,
  fuel_type text NOT NULL,
  fuel_consumed_t numeric NOT NULL CHECK (fuel_consumed_t >= 0),
  monitoring_method text,
  emission_factor numeric,
  co2_t numeric,
  distance_nm numeric CHECK (distance_nm >= 0),
  hours_at_sea numeric CHECK (hours_at_sea >= 0),
  hours_in_port numeric CHECK (hours_in_port >= 0),
  cargo_carried_t numeric CHECK (cargo_carried_t >= 0),
  eeoi numeric,
  eu_scope text,
  status text NOT NULL DEFAULT 'draft',
  verified_at timestamptz,
  verified_by uuid,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  CHECK (period_end >= period_start)
);
-- The list by period, and a vessel's records of a year for its figures.
CREATE INDEX emission_records_scope_idx
  ON emission_records (organization_id, vessel_id, period_start DESC) WHERE deleted_at IS NULL;
CREATE INDEX emission_records_passage_idx ON emission_records (passage_id) WHERE passage_id IS NOT NULL;
CREATE UNIQUE INDEX emission_records_number_key ON emission_records (vessel_id, report_number);
