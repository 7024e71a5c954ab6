-- Password reset links are mailed (modules/auth/password-reset.service.ts): the link's token is found
-- by its SHA-256, and a used link ends the other open links of its user.
CREATE UNIQUE INDEX password_reset_requests_token_key ON password_reset_requests (token_hash);
CREATE INDEX password_reset_requests_user_idx ON password_reset_requests (user_id) WHERE used_at IS NULL;
