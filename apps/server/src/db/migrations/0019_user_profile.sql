-- The user's own profile and notification preferences (modules/users/profile.*, issue 11).
-- full_name stays the name every screen shows; first_name and last_name are NULL until the user saves
-- their profile (then they are split from full_name, as spec section 3 does), and the profile's save
-- writes full_name as 'first last'. An admin who renames a user in the users screen clears them.
ALTER TABLE users ADD COLUMN first_name text;
ALTER TABLE users ADD COLUMN last_name text;
ALTER TABLE users ADD COLUMN phone text;
ALTER TABLE users ADD COLUMN position text;
ALTER TABLE users ADD COLUMN department text;
-- Which kinds of notices the user wants (packages/domain NOTIFICATION_KINDS), all by default.
ALTER TABLE users ADD COLUMN notification_kinds text[] NOT NULL DEFAULT '{certificates,work_orders,crew_certificates}';
-- The daily e-mail digest of unread notices: on or off, and the UTC day it last went out (claimed
-- atomically before sending, so it goes out at most once a day even with several servers).
ALTER TABLE users ADD COLUMN daily_digest boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN digest_sent_on date;
ALTER TABLE users ADD CONSTRAINT users_profile_bounds CHECK (
  char_length(first_name) <= 100 AND char_length(last_name) <= 100 AND char_length(phone) <= 32
  AND char_length(position) <= 100 AND char_length(department) <= 100
);
CREATE INDEX users_daily_digest_idx ON users (daily_digest) WHERE daily_digest;
