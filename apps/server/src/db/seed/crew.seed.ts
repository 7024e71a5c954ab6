// Demo history of the crew area (a year, so a new user meets a living product).
import type { Queryable } from '../client';
import type { DemoContext } from '../seed-demo';

export async function seedCrewHistory(_tx: Queryable, _context: DemoContext): Promise<void> {}
