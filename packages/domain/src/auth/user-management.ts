// Who manages whose account (issue 11 'People and accounts', design.md section 7): company and
// super admins the whole organization, ship admins the people of their vessels. Nobody grants a
// role above their own, and only a super admin manages a super admin.
import { z } from 'zod';

import { isValidEmail, passwordPolicyErrors } from '../rules/validation';
import type { Role } from './roles';
import { isAdminRole, isOrganizationAdmin, ROLES } from './roles';

/** A password an admin sets for someone: the policy of spec section 5, bounded for hashing. */
export const temporaryPasswordSchema = z
  .string()
  .max(200)
  .superRefine((value, context) => {
    for (const key of passwordPolicyErrors(value))
      context.addIssue({ code: 'custom', params: { key }, input: value });
  });

/**
 * A user as `PUT /api/v1/users/{id}` takes it: `temporary_password` on creation (the user must change
 * it at the first sign-in), `version` to update; `vessel_ids` and `crew_member_id` stay as they are
 * when not given.
 */
export const userWriteSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => isValidEmail(value), { params: { key: 'validation:email' } }),
  full_name: z.string().trim().min(1).max(200),
  role: z.enum(ROLES),
  vessel_ids: z.array(z.uuid()).max(1000).optional(),
  crew_member_id: z.uuid().nullable().optional(),
  temporary_password: temporaryPasswordSchema.optional(),
  version: z.number().int().positive().optional(),
});
export type UserWrite = z.infer<typeof userWriteSchema>;

/** The steps of `POST /api/v1/users/{id}/<action>`. */
export const USER_ACTIONS = [
  'deactivate',
  'reactivate',
  'unlock',
  'revoke-sessions',
  'temporary-password',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** How far a role reaches: a manager grants and manages roles up to their own rank. */
const ROLE_RANK: Record<Role, number> = {
  super_admin: 3,
  company_admin: 2,
  ship_admin: 1,
  master: 0,
  officer: 0,
  engineer: 0,
  crew: 0,
};

/** Whether the role may open the users page and manage anyone at all. */
export function managesUsers(role: unknown): role is Role {
  return isAdminRole(role);
}

/** The roles a manager may give: none above their own. */
export function grantableRoles(managerRole: Role): Role[] {
  if (!managesUsers(managerRole)) return [];
  return ROLES.filter((role) => ROLE_RANK[role] <= ROLE_RANK[managerRole]);
}

export function mayGrantRole(managerRole: Role, role: Role): boolean {
  return grantableRoles(managerRole).includes(role);
}

/**
 * Whether a manager may manage an account of `targetRole` at all (before the vessels are looked at):
 * never one above their own, so a super admin only by a super admin.
 */
export function mayManageRole(managerRole: Role, targetRole: Role): boolean {
  return managesUsers(managerRole) && ROLE_RANK[targetRole] <= ROLE_RANK[managerRole];
}

/**
 * The vessel assignments after a manager asks for `requested`: organization admins set them as
 * asked; a ship admin changes only those of their own vessels, and keeps the user's others as they
 * are (they cannot see them). `refused` lists requested vessels the manager may not assign.
 */
export function nextVesselAssignments(
  manager: { role: Role; vesselIds: readonly string[] },
  current: readonly string[],
  requested: readonly string[],
): { vesselIds: string[]; refused: string[] } {
  const unique = [...new Set(requested)];
  if (isOrganizationAdmin(manager.role)) return { vesselIds: unique, refused: [] };
  const own = new Set(manager.vesselIds);
  const refused = unique.filter((id) => !own.has(id));
  const kept = current.filter((id) => !own.has(id));
  const vesselIds = [...new Set([...kept, ...unique.filter((id) => own.has(id))])];
  return { vesselIds, refused };
}
