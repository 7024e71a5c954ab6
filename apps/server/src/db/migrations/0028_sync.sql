-- The offline sync (issue 12, docs/sync.md). sync_changes is the change feed: one line per written row
-- of a registered entity, appended in the writing transaction by a trigger (installed from the
-- registry by modules/sync/change-feed.ts), with the transaction's id. A pull serves lines ordered by
-- (xid, seq) and only below the oldest transaction still running, so a transaction that commits after
-- a later one is never skipped.
CREATE TABLE sync_changes (
  seq bigserial PRIMARY KEY,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  organization_id uuid NOT NULL,
  -- The row's vessel (its vessel_id; a vessel's own id); null for rows of the whole organization.
  vessel_id uuid,
  entity_table text NOT NULL,
  row_id uuid NOT NULL
);

CREATE INDEX sync_changes_feed ON sync_changes (organization_id, xid, seq);

-- The feed's identity: a cursor of another feed (a database restored into another cluster, whose
-- transaction ids differ) starts the client from the beginning.
CREATE TABLE sync_feed (
  id smallint PRIMARY KEY CHECK (id = 1),
  epoch uuid NOT NULL
);

-- Every pushed mutation the server has answered, by the id the browser gave it, with its outcome:
-- a retried push answers the stored outcome and never applies the write twice. An applied one is
-- recorded in the transaction of its write.
CREATE TABLE sync_mutations (
  mutation_id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  entity_table text NOT NULL,
  row_id uuid NOT NULL,
  status text NOT NULL CHECK (status IN ('applied', 'conflict', 'rejected')),
  outcome jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sync_mutations_organization ON sync_mutations (organization_id, created_at);
