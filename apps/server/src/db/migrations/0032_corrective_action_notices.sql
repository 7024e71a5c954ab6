-- Corrective actions past their due date are a kind of notice (packages/domain NOTIFICATION_KINDS).
-- Wanted by default, and by every user who still has the kinds they were given (never chose).
ALTER TABLE users ALTER COLUMN notification_kinds SET DEFAULT '{certificates,work_orders,crew_certificates,corrective_actions}';
UPDATE users SET notification_kinds = '{certificates,work_orders,crew_certificates,corrective_actions}'
WHERE notification_kinds = '{certificates,work_orders,crew_certificates}';
