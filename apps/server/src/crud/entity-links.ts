// Where an entity's rows are shown in the web app: the list screen a search hit or an activity entry
// links to (apps/web/src/app/navigation.ts). An entity without its own screen links to /<resource>.
import type { EntityDefinition } from '@mars/domain';
import { isAdminRole } from '@mars/domain';

const SCREENS: Record<string, string> = {
  vessel: '/vessels',
  certificate: '/certificates',
  equipment: '/maintenance/equipment',
  maintenanceJob: '/maintenance',
  workOrder: '/maintenance/work-orders',
  runningHoursReading: '/maintenance/equipment',
  crewMember: '/crew/personnel',
  crewCertificate: '/crew/certificates',
  training: '/crew/training',
  trainingRecord: '/crew/training',
  workRestDay: '/crew/hours',
  restHourSignature: '/crew/hours',
};

/** Screens that are the entity's own generic list, which reads its search words from `?q=`. */
const OWN_LISTS = new Set([
  'vessel',
  'certificate',
  'equipment',
  'workOrder',
  'crewMember',
  'crewCertificate',
]);

/** Screens only admins open (navigation.ts `adminOnly`), and where everyone else sees the row. */
const ADMIN_SCREENS: Record<string, string> = { vessel: '/settings#vessel' };

export function entityScreen(entity: Pick<EntityDefinition, 'name' | 'resource'>): string {
  return SCREENS[entity.name] ?? `/${entity.resource}`;
}

/**
 * The screen of one row: the entity's list, searched for the row (its searchable title fields,
 * crud/row-title.ts titleSearchSql) where the list can; for a user who is no admin, the screen they
 * may open instead of an admin-only one.
 */
export function rowLink(
  entity: Pick<EntityDefinition, 'name' | 'resource'>,
  searchText: string | null,
  role: string,
): string {
  const instead = ADMIN_SCREENS[entity.name];
  if (instead && !isAdminRole(role)) return instead;
  const screen = entityScreen(entity);
  return searchText && OWN_LISTS.has(entity.name) ? `${screen}?q=${encodeURIComponent(searchText)}` : screen;
}
