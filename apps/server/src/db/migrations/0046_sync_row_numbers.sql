-- Row numbers of the offline sync (docs/sync.md, 'Row numbers'; sync-design.md 6.1): every row of a
-- registered entity's table gets a number when it is first written (the change feed's trigger), never
-- reused. The sync names a row a device holds by its number instead of its 36-character id, both
-- ways: a pull of changed fields, and a push of an edit. A number reached by someone who may not see
-- the row answers as an unknown id does.
CREATE TABLE sync_row_numbers (
  entity_table text NOT NULL,
  row_id uuid NOT NULL,
  n bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (entity_table, row_id)
);
CREATE UNIQUE INDEX sync_row_numbers_n ON sync_row_numbers (n);
