// The logbook-entry workflow (spec section 4): draft -> submitted for review -> approved (locked) or
// rejected with a reason -> edited -> resubmitted. 'withdraw' takes a submitted entry back to draft
// before the Master has looked at it (ours: the spec is silent).
import type { Role } from '../../auth/roles';
import { mayReviewLogbook, mayWriteLogbook } from './logbook-roles';

export const LOGBOOK_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type LogbookStatus = (typeof LOGBOOK_STATUSES)[number];

export const LOGBOOK_ACTIONS = ['submit', 'withdraw', 'approve', 'reject'] as const;
export type LogbookAction = (typeof LOGBOOK_ACTIONS)[number];

/** The shortest rejection reason the server accepts (ours: a reason must say something). */
export const REJECTION_REASON_MIN_LENGTH = 5;

const TRANSITIONS: Record<LogbookAction, { from: readonly LogbookStatus[]; to: LogbookStatus }> = {
  submit: { from: ['draft', 'rejected'], to: 'submitted' },
  withdraw: { from: ['submitted'], to: 'draft' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
};

/** Statuses in which an entry may still be edited; an approved entry is locked. */
export const LOGBOOK_EDITABLE_STATUSES: readonly LogbookStatus[] = ['draft', 'rejected'];
/** Only a draft may be deleted: once submitted, an entry is part of the record. */
export const LOGBOOK_DELETABLE_STATUSES: readonly LogbookStatus[] = ['draft'];

export function logbookTransition(status: string, action: LogbookAction): LogbookStatus | undefined {
  const transition = TRANSITIONS[action];
  return (transition.from as readonly string[]).includes(status) ? transition.to : undefined;
}

/** Whether a role may take a step at all (the status is checked by logbookTransition). */
export function mayTakeLogbookAction(role: Role, action: LogbookAction): boolean {
  return action === 'approve' || action === 'reject' ? mayReviewLogbook(role) : mayWriteLogbook(role);
}

/** The steps this role may take from `status`, in the order the buttons show them. */
export function allowedLogbookActions(status: string, role: Role): LogbookAction[] {
  return LOGBOOK_ACTIONS.filter(
    (action) => logbookTransition(status, action) !== undefined && mayTakeLogbookAction(role, action),
  );
}

export function isLogbookEditable(status: string): boolean {
  return (LOGBOOK_EDITABLE_STATUSES as readonly string[]).includes(status);
}

export function isLogbookDeletable(status: string): boolean {
  return (LOGBOOK_DELETABLE_STATUSES as readonly string[]).includes(status);
}

export function isLogbookAction(value: string): value is LogbookAction {
  return (LOGBOOK_ACTIONS as readonly string[]).includes(value);
}
