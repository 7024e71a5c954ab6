-- Sign-in limits per client address and the purge of old sign-in rows (spec section 9).
-- A rate-limit counter knows when its window ends, so expired counters of any window can be deleted.
ALTER TABLE rate_limit_counters ADD COLUMN expires_at timestamptz;
UPDATE rate_limit_counters SET expires_at = window_start + interval '1 hour';
ALTER TABLE rate_limit_counters ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);

CREATE INDEX login_attempts_attempted_idx ON login_attempts (attempted_at);
CREATE INDEX password_reset_requests_expires_idx ON password_reset_requests (expires_at);
