// Who does what in the logbook (design.md section 7): the ship's officers, engineers and the Master
// write entries; only the Master approves or rejects them.
import type { Role } from '../../auth/roles';
import { OPERATIONAL_WRITE_ROLES } from '../../auth/roles';

export const LOGBOOK_WRITE_ROLES = OPERATIONAL_WRITE_ROLES;

export const LOGBOOK_REVIEW_ROLES = ['master'] as const satisfies readonly Role[];

export function mayWriteLogbook(role: Role): boolean {
  return (LOGBOOK_WRITE_ROLES as readonly Role[]).includes(role);
}

/** Approve or reject an entry: the Master only (design.md section 7), not even an admin. */
export function mayReviewLogbook(role: Role): boolean {
  return (LOGBOOK_REVIEW_ROLES as readonly Role[]).includes(role);
}
