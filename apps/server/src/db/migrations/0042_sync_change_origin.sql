-- The device whose pushed write a line of the change feed records (docs/sync.md, 'Own writes'):
-- '<user id>:<node id>' when the line is of the row a pushed mutation wrote (set by the push in its
-- transaction, read by the feed's trigger), else null. A pull of that device leaves out a row whose
-- lines after its cursor are all its own: it holds the row as written already (the push answered it).
ALTER TABLE sync_changes ADD COLUMN origin text;
