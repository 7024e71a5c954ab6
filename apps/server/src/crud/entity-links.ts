// Where an entity's rows are shown in the web app: the list screen a search hit or an activity entry
// links to (apps/web/src/app/navigation.ts). An entity without its own screen links to /<resource>.
import type { EntityDefinition } from '@mars/domain';
import { isAdminRole, titleFieldsOf } from '@mars/domain';

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
 * The screen of one row: the entity's list, searched for the row's title where the list can; for a
 * user who is no admin, the screen they may open instead of an admin-only one.
 */
export function rowLink(
  entity: Pick<EntityDefinition, 'name' | 'resource'>,
  title: string | null,
  role: string,
): string {
  const instead = ADMIN_SCREENS[entity.name];
  if (instead && !isAdminRole(role)) return instead;
  const screen = entityScreen(entity);
  return title && OWN_LISTS.has(entity.name) ? `${screen}?q=${encodeURIComponent(title)}` : screen;
}

/** SQL text of a row's title: the entity's title field(s) as text, several joined by spaces. */
export function titleSql(entity: EntityDefinition, alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  const columns = titleFieldsOf(entity).map((field) => `${prefix}${identifier(field)}::text`);
  // NULLIF: concat_ws of nothing is '', and callers COALESCE titles of several tables.
  return columns.length === 1 ? columns[0]! : `NULLIF(concat_ws(' ', ${columns.join(', ')}), '')`;
}

/** Quotes an identifier from the entity definitions (trusted code, but never written raw). */
export function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not an identifier: ${name}`);
  return `"${name}"`;
}
