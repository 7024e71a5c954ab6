-- Lists over the whole organization (an organization admin sees every vessel) stay fast at 100,000
-- rows (design.md section 11): one index per entity for its default sort, and one for each filter
-- its list screen offers first, each followed by the sort and the id tie-break (crud/list-sql.ts
-- orderBy), so a page is read in index order and LIMIT stops the scan. They are partial on
-- `deleted_at IS NULL`, the predicate every list query carries (crud/list-sql.ts listWhere);
-- descending sorts on required columns are plain DESC, which a backward scan serves. The older
-- (organization_id, vessel_id, ...) indexes serve users who see only their assigned vessels.

-- Work orders: default sort due_date; filtered by status.
CREATE INDEX work_orders_list_idx ON work_orders (organization_id, due_date, id) WHERE deleted_at IS NULL;
CREATE INDEX work_orders_list_status_idx ON work_orders (organization_id, status, due_date, id) WHERE deleted_at IS NULL;

-- Certificates: default sort expiry_date (certificates_expiry_idx); filtered by type.
CREATE INDEX certificates_list_type_idx ON certificates (organization_id, certificate_type, expiry_date, id) WHERE deleted_at IS NULL;

-- Crew: members by last name, their certificates by expiry, training records newest first
-- (trainings are organization-wide already: trainings_scope_idx).
CREATE INDEX personnel_list_idx ON personnel (organization_id, last_name, id) WHERE deleted_at IS NULL;
CREATE INDEX crew_certificates_list_idx ON crew_certificates (organization_id, expiry_date, id) WHERE deleted_at IS NULL;
CREATE INDEX training_records_list_idx ON training_records (organization_id, completion_date, id) WHERE deleted_at IS NULL;

-- Maintenance: equipment by code (filtered by status), jobs by next due date (filtered by active),
-- running-hours readings newest first.
CREATE INDEX equipment_list_idx ON equipment (organization_id, code, id) WHERE deleted_at IS NULL;
CREATE INDEX equipment_list_status_idx ON equipment (organization_id, status, code, id) WHERE deleted_at IS NULL;
CREATE INDEX maintenance_jobs_list_idx ON maintenance_jobs (organization_id, next_due_date, id) WHERE deleted_at IS NULL;
CREATE INDEX maintenance_jobs_list_active_idx ON maintenance_jobs (organization_id, active, next_due_date, id) WHERE deleted_at IS NULL;
CREATE INDEX running_hours_readings_list_idx ON running_hours_readings (organization_id, reading_at, id) WHERE deleted_at IS NULL;
