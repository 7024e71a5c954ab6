-- Navigation (issue 14): a passage's waypoints, stored with it as the officer writes them, one per
-- line (latitude, longitude, name; checked by the domain's parseWaypoints, at most 100).
ALTER TABLE passages ADD COLUMN waypoints text;

-- A port call's arrival notice (spec section 9: 24 hours before arrival): when it was marked sent and
-- by whom; a call due within a day without one is a task (crud/work-items.ts).
ALTER TABLE port_calls ADD COLUMN arrival_notice_sent_at timestamptz;
ALTER TABLE port_calls ADD COLUMN arrival_notice_sent_by uuid;
