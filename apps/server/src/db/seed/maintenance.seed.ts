// Demo history of the maintenance area (a year, so a new user meets a living product).
import type { Queryable } from '../client';
import type { DemoContext } from '../seed-demo';

export async function seedMaintenanceHistory(_tx: Queryable, _context: DemoContext): Promise<void> {}
