-- Which notifications each user has read (modules/notifications). Notifications are derived from the
-- data, so a read is kept by the notification's id and its revision (its type and date): a notice that
-- changes (a certificate expiring, then expired; a new expiry or due date) is unread again.
CREATE TABLE notification_reads (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  notification_id text NOT NULL,
  revision text NOT NULL,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, notification_id)
);
CREATE INDEX notification_reads_organization_idx ON notification_reads (organization_id);
