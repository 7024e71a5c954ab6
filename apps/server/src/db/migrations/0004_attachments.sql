-- Attachments: the metadata of files uploaded to MARS. The bytes are kept on the server's disk under
-- <data dir>/attachments/<organization>/<id> on the embedded database, and in `content` (bytea) on
-- PostgreSQL, where several server instances may share the database but not a disk.

CREATE TABLE attachments (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid REFERENCES vessels(id),
  entity text,
  entity_id text,
  filename text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  storage text NOT NULL,
  content bytea,
  uploaded_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT attachments_storage_check CHECK (storage IN ('disk', 'database'))
);
CREATE INDEX attachments_organization_idx ON attachments (organization_id, created_at DESC);
CREATE INDEX attachments_entity_idx ON attachments (organization_id, entity, entity_id);
