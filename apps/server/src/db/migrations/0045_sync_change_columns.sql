-- The columns a line of the change feed changed (docs/sync.md, 'Changed fields only'): for an update
-- that keeps the row on its vessel, the names of the columns whose value differs; null for a line
-- that brings the row whole (an insert, a row that came to the vessel, a delete, a line written
-- before this column). A pull of protocol 3 answers such a row with the union of its lines' columns
-- only; compaction removes a whole line only for a later whole one, and merges the columns of the
-- lines of changes it removes into the lines that stay.
ALTER TABLE sync_changes ADD COLUMN changed text[];
