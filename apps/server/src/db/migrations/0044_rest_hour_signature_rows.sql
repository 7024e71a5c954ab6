-- The seafarer's signature of a month's record of hours of rest becomes an entity (restHourSignature),
-- kept on the ship's devices and signed at sea: it carries the columns every entity row carries.
ALTER TABLE rest_hour_signatures ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE rest_hour_signatures ADD COLUMN created_by uuid;
ALTER TABLE rest_hour_signatures ADD COLUMN updated_by uuid;
ALTER TABLE rest_hour_signatures ADD COLUMN deleted_at timestamptz;
ALTER TABLE rest_hour_signatures ADD COLUMN version integer NOT NULL DEFAULT 1;
UPDATE rest_hour_signatures SET created_by = signed_by, updated_by = signed_by, updated_at = signed_at;
