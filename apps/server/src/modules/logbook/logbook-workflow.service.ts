// The steps of a logbook entry (spec section 4): submit, withdraw, approve, reject. Each checks the
// role, the state machine and the version, writes the audit log, and approval seals the entry into
// its vessel's chain, all in one transaction with the entry and the chain head locked.
import type { LogbookAction, LogbookType } from '@mars/domain';
import {
  entityWriteSchema,
  logbookEntryEntity,
  logbookTransition,
  mayReviewLogbook,
  mayWriteLogbook,
  REJECTION_REASON_MIN_LENGTH,
} from '@mars/domain';

import { changedFields, writeAudit } from '../../crud/audit';
import { findRow, setRowColumns } from '../../crud/entity.repository';
import type { Scope } from '../../crud/scope';
import type { Db } from '../../db/client';
import { errors, zodIssuesToFields } from '../../plugins/errors';
import { lockChainHead, moveChainHead, sealLogbookEntry } from './logbook-chain.service';
import { logbookErrors } from './logbook.errors';

export type LogbookStepInput = { version?: number; reason?: string };

/** Submitting re-checks the entry as a write would: the fields, then the spec's rules. */
function assertSubmittable(row: Record<string, unknown>, now: Date): void {
  const writable = Object.fromEntries(
    [...Object.keys(logbookEntryEntity.fields), 'vessel_id'].map((field) => [field, row[field] ?? null]),
  );
  const parsed = entityWriteSchema(logbookEntryEntity).safeParse(writable, { reportInput: true });
  if (!parsed.success) throw errors.validation(zodIssuesToFields(parsed.error.issues));
  const refinements =
    logbookEntryEntity.refine(parsed.data as Record<string, unknown>, {
      today: now.toISOString().slice(0, 10),
      now: now.toISOString(),
    }) ?? {};
  if (Object.keys(refinements).length > 0) throw errors.validation(refinements);
}

export async function runLogbookStep(
  db: Db,
  scope: Scope,
  input: { id: string; action: LogbookAction; body: LogbookStepInput; now: Date },
): Promise<Record<string, unknown>> {
  const { action, now } = input;
  return db.transaction(async (tx) => {
    const existing = await findRow(tx, scope, logbookEntryEntity, input.id, { forUpdate: true });
    if (!existing) throw errors.notFound();
    const isReview = action === 'approve' || action === 'reject';
    if (isReview && !mayReviewLogbook(scope.role)) throw logbookErrors.reviewMasterOnly();
    if (!isReview && !mayWriteLogbook(scope.role)) throw errors.forbidden();
    if (input.body.version !== undefined && input.body.version !== existing.version) {
      throw errors.conflict(existing);
    }
    const status = String(existing.status);
    const next = logbookTransition(status, action);
    if (!next) throw logbookErrors.invalidTransition(status, action);

    const at = now.toISOString();
    let values: Record<string, unknown> = { status: next };
    const reason = input.body.reason?.trim() ?? '';
    if (action === 'submit') {
      assertSubmittable(existing, now);
      values = { ...values, submitted_at: at, submitted_by: scope.userId };
    } else if (action === 'withdraw') {
      values = { ...values, submitted_at: null, submitted_by: null };
    } else if (action === 'reject') {
      if (reason.length < REJECTION_REASON_MIN_LENGTH) {
        throw errors.validation({ reason: ['validation:rejectionReasonRequired'] });
      }
      values = { ...values, rejected_at: at, rejected_by: scope.userId, rejection_reason: reason };
    }
    const key = {
      organizationId: scope.organizationId,
      vesselId: String(existing.vessel_id),
      logbookType: existing.logbook_type as LogbookType,
    };
    if (action === 'approve') {
      // The review is over: the reasons of an earlier rejection stay in the audit trail.
      const cleared = { rejected_at: null, rejected_by: null, rejection_reason: null };
      const head = await lockChainHead(tx, key);
      const seal = sealLogbookEntry({ ...existing, ...cleared }, head, {
        approvedAt: now,
        approvedBy: scope.userId,
      });
      values = { ...cleared, ...seal };
      await moveChainHead(tx, key, { position: seal.chain_position, hash: seal.content_hash, at: now });
    }

    const row = await setRowColumns(tx, scope, logbookEntryEntity, { id: input.id, values, now });
    if (!row) throw errors.notFound();
    await writeAudit(tx, scope, {
      entity: logbookEntryEntity.name,
      entityId: input.id,
      action: 'update',
      changedFields: {
        ...changedFields(existing, values),
        step: action,
        ...(action === 'reject' ? { reason } : {}),
      },
      at: now,
    });
    return row;
  });
}
