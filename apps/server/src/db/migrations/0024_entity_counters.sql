-- One table of the server's numbers for every entity that declares `numbering` (crud/numbering.ts):
-- per entity, owner (the vessel of a vessel's rows, else the organization), prefix and year. The work
-- order and logbook entry counters move into it and go.

CREATE TABLE entity_counters (
  organization_id uuid NOT NULL REFERENCES organizations(id),
  entity text NOT NULL,
  owner_id uuid NOT NULL,
  prefix text NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (entity, owner_id, prefix, year)
);

CREATE INDEX entity_counters_organization ON entity_counters (organization_id);

INSERT INTO entity_counters (organization_id, entity, owner_id, prefix, year, last_number)
SELECT v.organization_id, 'workOrder', c.vessel_id, 'WO', c.year, c.last_number
FROM work_order_counters c JOIN vessels v ON v.id = c.vessel_id;

INSERT INTO entity_counters (organization_id, entity, owner_id, prefix, year, last_number)
SELECT v.organization_id, 'logbookEntry', c.vessel_id,
       CASE c.logbook_type WHEN 'deck' THEN 'D' WHEN 'engine' THEN 'E' ELSE 'R' END, c.year, c.last_number
FROM logbook_entry_counters c JOIN vessels v ON v.id = c.vessel_id;

DROP TABLE work_order_counters;

DROP TABLE logbook_entry_counters;
