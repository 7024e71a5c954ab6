-- A certificate's state on a day (the certificate definition's `current_status`: withdrawn by a user,
-- expired, renewal in progress, not yet valid, expiring within 30/60/90 days) reads its status, expiry
-- date and issue date. The dashboard counts every certificate of the fleet by that state, so its index
-- carries the issue date too and the count stays an index-only scan (0012_dashboard.sql). A key column,
-- not INCLUDE: an index with INCLUDE columns gives up B-tree deduplication and grows several times over.
DROP INDEX certificates_dashboard_idx;
CREATE INDEX certificates_dashboard_idx ON certificates (organization_id, vessel_id, status, expiry_date, issue_date) WHERE deleted_at IS NULL;
