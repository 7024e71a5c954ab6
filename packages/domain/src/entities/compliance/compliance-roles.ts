// Who does what with audits and non-conformities (ISM Code 9, 12; design.md section 7; issue 13
// 'roles'): the Master and the officers ashore and on board schedule audits and record their
// findings; anyone who writes operational records works on a non-conformity; the admins ashore
// (the company's DPA office, the superintendents) close and reopen them, and close an audit.
import type { Role } from '../../auth/roles';
import { ADMIN_ROLES, OPERATIONAL_WRITE_ROLES } from '../../auth/roles';

/** Schedule, start and complete an audit, and record its findings. */
export const AUDIT_WRITE_ROLES = [...ADMIN_ROLES, 'master', 'officer'] as const satisfies readonly Role[];

/** Remove an audit that was scheduled by mistake. */
export const AUDIT_DELETE_ROLES = [...ADMIN_ROLES, 'master'] as const satisfies readonly Role[];

/** Record and work on a non-conformity or an observation. */
export const NON_CONFORMITY_WRITE_ROLES = OPERATIONAL_WRITE_ROLES;

/** Close (the corrective action verified as effective) and reopen: the admins ashore. */
export const COMPLIANCE_CLOSE_ROLES = ADMIN_ROLES;

/** Who closed a record: set by closing it, cleared by reopening it. */
const CLOSED_BY = { closed_at: 'now', closed_by: 'user' } as const;

/** The step that closes an audit or a non-conformity from `from`: by the admins ashore. */
export function closeAction<const From extends readonly string[]>(from: From) {
  return {
    from,
    to: 'closed',
    roles: COMPLIANCE_CLOSE_ROLES,
    refusedCode: 'compliance_close_admins_only',
    sets: CLOSED_BY,
    tone: 'positive',
  } as const;
}

/** The step that reopens a closed audit or non-conformity into `to`: by the admins ashore. */
export function reopenAction<const To extends string>(to: To) {
  return {
    from: ['closed'],
    to,
    roles: COMPLIANCE_CLOSE_ROLES,
    refusedCode: 'compliance_close_admins_only',
    sets: { closed_at: null, closed_by: null },
    tone: 'neutral',
  } as const;
}
