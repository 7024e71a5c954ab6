// Who does what in the safety management system (ISM Code 9; design.md section 7; issue 13 'roles'):
// anyone on board reports an incident or a near miss; the Master and the deck officers (and the admins
// ashore) investigate and close it; a corrective action is verified by the Master or an admin.
import type { Role } from '../../auth/roles';
import { ADMIN_ROLES, OPERATIONAL_WRITE_ROLES, ROLES } from '../../auth/roles';

/** Every role may report (crew included: design.md section 7 'incident reports'). */
export const INCIDENT_REPORT_ROLES = ROLES;

/** Investigate, close and reopen an incident. */
export const INCIDENT_INVESTIGATION_ROLES = [
  ...ADMIN_ROLES,
  'master',
  'officer',
] as const satisfies readonly Role[];

/** Remove a report (a duplicate): the admins and the Master. */
export const INCIDENT_DELETE_ROLES = [...ADMIN_ROLES, 'master'] as const satisfies readonly Role[];

/** Raise, work on and complete a corrective action. */
export const CORRECTIVE_ACTION_WRITE_ROLES = OPERATIONAL_WRITE_ROLES;

/** Verify that a completed action was effective, and reopen one that was not. */
export const CORRECTIVE_ACTION_VERIFY_ROLES = [...ADMIN_ROLES, 'master'] as const satisfies readonly Role[];

/** Schedule, conduct and record an inspection and its deficiencies: the Master, the officers, the admins. */
export const INSPECTION_ROLES = [...ADMIN_ROLES, 'master', 'officer'] as const satisfies readonly Role[];

/** Remove an inspection, reopen it, close a deficiency: the admins and the Master. */
export const INSPECTION_DELETE_ROLES = [...ADMIN_ROLES, 'master'] as const satisfies readonly Role[];
