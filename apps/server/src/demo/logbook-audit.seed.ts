// The audit trail the seeded logbook entries would have left (the format of crud/audit.ts: changed
// fields with before and after, and the workflow step), so an entry's detail screen shows its history.
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

/** The audit trail the seeded entries would have left (format of crud/audit.ts): create, submit, review. */
export async function seedLogbookAudit(tx: Queryable, context: DemoContext): Promise<void> {
  const change = (field: string, before: string) =>
    `'${field}', jsonb_build_object('before', ${before}, 'after', ${field})`;
  const steps = [
    {
      user: 'created_by',
      at: 'created_at',
      action: 'create',
      where: 'true',
      changes: [
        "'entry_number', jsonb_build_object('before', NULL, 'after', entry_number)",
        "'logbook_type', jsonb_build_object('before', NULL, 'after', logbook_type)",
        "'entry_at', jsonb_build_object('before', NULL, 'after', entry_at)",
        "'entry_type', jsonb_build_object('before', NULL, 'after', entry_type)",
        "'title', jsonb_build_object('before', NULL, 'after', title)",
        "'status', jsonb_build_object('before', NULL, 'after', 'draft')",
      ],
    },
    {
      user: 'submitted_by',
      at: 'submitted_at',
      action: 'update',
      where: 'submitted_at IS NOT NULL',
      changes: [
        "'status', jsonb_build_object('before', 'draft', 'after', 'submitted')",
        change('submitted_at', 'NULL'),
        change('submitted_by', 'NULL'),
        "'step', 'submit'",
      ],
    },
    {
      user: 'approved_by',
      at: 'approved_at',
      action: 'update',
      where: "status = 'approved'",
      changes: [
        "'status', jsonb_build_object('before', 'submitted', 'after', 'approved')",
        change('approved_at', 'NULL'),
        change('approved_by', 'NULL'),
        change('chain_position', 'NULL'),
        change('previous_hash', 'NULL'),
        change('content_hash', 'NULL'),
        "'step', 'approve'",
      ],
    },
    {
      user: 'rejected_by',
      at: 'rejected_at',
      action: 'update',
      where: "status = 'rejected'",
      changes: [
        "'status', jsonb_build_object('before', 'submitted', 'after', 'rejected')",
        change('rejection_reason', 'NULL'),
        "'step', 'reject'",
        "'reason', rejection_reason",
      ],
    },
  ];
  for (const step of steps) {
    await tx.query(
      `INSERT INTO audit_log (organization_id, user_id, entity, entity_id, action, changed_fields, at)
       SELECT organization_id, ${step.user}, 'logbookEntry', id::text, '${step.action}',
              jsonb_build_object(${step.changes.join(', ')}), ${step.at}
       FROM logbook_entries WHERE organization_id = $1 AND ${step.where}`,
      [context.organizationId],
    );
  }
}
