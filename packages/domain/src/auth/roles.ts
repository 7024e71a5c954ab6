// Roles of design.md section 7. The three admin roles may open admin-only pages (spec section 6).
export const ADMIN_ROLES = ['super_admin', 'company_admin', 'ship_admin'] as const;
export const ORGANIZATION_ADMIN_ROLES = ['super_admin', 'company_admin'] as const satisfies readonly Role[];

/**
 * Who writes the operational records of their vessels (design.md section 7): the admins and the
 * ship's officers, engineers and Master. Crew write only their own rest hours, incident reports and
 * form submissions.
 */
export const OPERATIONAL_WRITE_ROLES = [...ADMIN_ROLES, 'master', 'officer', 'engineer'] as const;

export const ROLES = [...OPERATIONAL_WRITE_ROLES, 'crew'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Any of the three admin roles; any other value (or none) is a non-admin (spec section 6). */
export function isAdminRole(role: unknown): boolean {
  return typeof role === 'string' && (ADMIN_ROLES as readonly string[]).includes(role);
}

/** Admins of the whole organization read and write every vessel of it. */
export function isOrganizationAdmin(role: unknown): boolean {
  return typeof role === 'string' && (ORGANIZATION_ADMIN_ROLES as readonly string[]).includes(role);
}

/** Spec section 3: upper-cased, the first underscore replaced by a space ('company_admin' -> 'COMPANY ADMIN'). */
export function formatRole(role: string): string {
  return role.toUpperCase().replace('_', ' ');
}

/**
 * Spec section 3: first plus last name, else full_name, else the part of the email before the @,
 * else 'User'.
 */
export function displayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
}): string {
  const firstLast = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ');
  if (firstLast) return firstLast;
  if (user.fullName?.trim()) return user.fullName.trim();
  const local = user.email?.split('@')[0];
  if (local) return local;
  return 'User';
}

/** Splits a full name into first name and the rest (spec section 3). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
