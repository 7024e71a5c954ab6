// Who writes maintenance records (design.md section 7): the admins and the ship's officers and engineers.
import type { Role } from '../../auth/roles';
import { OPERATIONAL_WRITE_ROLES } from '../../auth/roles';

export const MAINTENANCE_WRITE_ROLES = OPERATIONAL_WRITE_ROLES;

export function mayWriteMaintenance(role: Role): boolean {
  return (MAINTENANCE_WRITE_ROLES as readonly Role[]).includes(role);
}
