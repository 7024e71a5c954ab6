-- Fleet and accounts (issue 11): the vessel's particulars the admins manage, its IMO number unique
-- within the organization (another company may take over a sold ship), and accounts whose temporary
-- password must be changed at the next sign-in.

ALTER TABLE vessels ADD COLUMN year_built integer;
ALTER TABLE vessels ADD COLUMN class_society text;
ALTER TABLE vessels ADD COLUMN call_sign text;
ALTER TABLE vessels ADD COLUMN mmsi text;

DROP INDEX vessels_imo_number_key;
CREATE UNIQUE INDEX vessels_organization_imo_key ON vessels (organization_id, imo_number) WHERE deleted_at IS NULL;

ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'inactive'));
