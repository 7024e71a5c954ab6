-- An incident's photo and a corrective action's evidence (issue 13): attachments, as a certificate's
-- document (crud/references.ts checks they are the organization's own).
ALTER TABLE incidents ADD COLUMN photo_id uuid;
ALTER TABLE corrective_actions ADD COLUMN evidence_id uuid;
