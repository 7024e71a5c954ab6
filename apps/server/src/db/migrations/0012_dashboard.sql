-- The dashboard counts every open work order and every certificate of the fleet per vessel on each
-- visit (modules/dashboard/dashboard.repository.ts). These indexes hold every column those counts
-- read, partial on `deleted_at IS NULL` like the queries, so PostgreSQL counts from the index alone
-- (an index-only scan) instead of reading each row of the table.
CREATE INDEX work_orders_dashboard_idx ON work_orders (organization_id, status, vessel_id, due_date) WHERE deleted_at IS NULL;
CREATE INDEX certificates_dashboard_idx ON certificates (organization_id, vessel_id, status, expiry_date) WHERE deleted_at IS NULL;
