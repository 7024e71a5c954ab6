-- Certificates: the attached document (spec section 3) and an index for the expiring view.
ALTER TABLE certificates ADD COLUMN IF NOT EXISTS document_id uuid;
CREATE INDEX IF NOT EXISTS certificates_expiry_idx ON certificates (organization_id, expiry_date) WHERE deleted_at IS NULL;
