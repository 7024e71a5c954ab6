// Who writes maintenance records (design.md section 7): the admins and the ship's officers and engineers.
import type { Role } from '../../auth/roles';

export const MAINTENANCE_WRITE_ROLES = [
  'super_admin',
  'company_admin',
  'ship_admin',
  'master',
  'officer',
  'engineer',
] as const satisfies readonly Role[];

export function mayWriteMaintenance(role: Role): boolean {
  return (MAINTENANCE_WRITE_ROLES as readonly Role[]).includes(role);
}
