-- Safety and crew (issue 13): an inspection's deficiency count, kept by the server with its
-- deficiency rows (modules/safety/inspection.hooks.ts), so the inspections list shows it.
ALTER TABLE inspections ADD COLUMN deficiency_count integer NOT NULL DEFAULT 0;
UPDATE inspections i
   SET deficiency_count = (SELECT count(*) FROM inspection_deficiencies d
                            WHERE d.inspection_id = i.id AND d.deleted_at IS NULL);

-- A seafarer's signature of a month's record of hours of rest (MLC 2006 A2.3 para 12: the record is
-- endorsed by the seafarer; modules/crew/crew-hours.service.ts). A signed month's days are no longer
-- changed; a month with recorded days and no signature is one of the seafarer's tasks.
CREATE TABLE rest_hour_signatures (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  crew_member_id uuid NOT NULL REFERENCES personnel(id),
  month text NOT NULL,
  signed_at timestamptz NOT NULL,
  signed_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT rest_hour_signatures_month_check CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
CREATE UNIQUE INDEX rest_hour_signatures_member_month_key ON rest_hour_signatures (crew_member_id, month);
CREATE INDEX rest_hour_signatures_scope_idx ON rest_hour_signatures (organization_id, vessel_id);
