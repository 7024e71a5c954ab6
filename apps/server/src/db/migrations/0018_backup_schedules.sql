-- Automatic backups (modules/backup): how often each organization's data is written by the server to
-- its backup folder (MARS_BACKUP_DIR). No row, or 'off', means no automatic backup. `next_run_at` is
-- claimed with one UPDATE, so that of several server instances only one writes each backup.
CREATE TABLE backup_schedules (
  organization_id uuid PRIMARY KEY REFERENCES organizations(id),
  frequency text NOT NULL,
  next_run_at timestamptz,
  last_run_at timestamptz,
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid,
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT backup_schedules_frequency_check CHECK (frequency IN ('off', 'hourly', 'daily', 'weekly', 'monthly'))
);
CREATE INDEX backup_schedules_due_idx ON backup_schedules (next_run_at) WHERE frequency <> 'off';
