// Who keeps the navigation records (design.md section 7, issue 14): the admins and the ship's deck
// side - the Master and the officers. Engineers and crew read them (ours: the spec is silent; the
// position, passage and port-call records are the bridge's, as the deck log is).
import type { Role } from '../../auth/roles';
import { ADMIN_ROLES } from '../../auth/roles';

export const NAVIGATION_WRITE_ROLES = [
  ...ADMIN_ROLES,
  'master',
  'officer',
] as const satisfies readonly Role[];

export function mayWriteNavigation(role: Role | undefined): boolean {
  return role !== undefined && (NAVIGATION_WRITE_ROLES as readonly Role[]).includes(role);
}
