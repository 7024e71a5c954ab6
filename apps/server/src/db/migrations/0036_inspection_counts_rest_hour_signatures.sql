-- Safety and crew (issue 13): an inspection's deficiency count, kept by the server with its
-- deficiency rows (modules/safety/inspection.hooks.ts), so the inspections list shows it.
ALTER TABLE inspections ADD COLUMN deficiency_count integer NOT NULL DEFAULT 0;
UPDATE inspections i
   SET deficiency_count = (SELECT count(*) FROM inspection_deficiencies d
                            WHERE d.inspection_id = i.id AND d.deleted_at IS NULL);
