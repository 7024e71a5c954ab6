// The 'recent activity' feed: the audit log (design.md section 5) with who, when, which row (its name by
// the entity definition's title format), the action and the changed fields. Organization scoped, and for
// on-board users limited to the rows of their vessels (and organization-wide rows such as trainings).
import type { EntityDefinition } from '@mars/domain';
import { ENTITIES, isOrganizationAdmin, vesselColumnOf } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { rowLink } from '../../crud/entity-links';
import type { ReaderLanguage } from '../../crud/row-title';
import { identifier, titleSearchSql, titleSql } from '../../crud/row-title';

export type ActivityEntry = {
  id: number;
  at: string;
  action: string;
  entity: string;
  entityId: string;
  title: string | null;
  changedFields: string[];
  userId: string | null;
  userName: string | null;
  vesselId: string | null;
  vesselName: string | null;
  link: string | null;
};

type ActivityRow = {
  id: number;
  at: string;
  action: string;
  entity: string;
  entity_id: string;
  changed_fields: Record<string, unknown> | null;
  user_id: string | null;
  user_name: string | null;
  title: string | null;
  search_text: string | null;
  vessel_id: string | null;
  vessel_name: string | null;
  known: boolean | null;
};

/** Bookkeeping columns that change with every write and say nothing to a reader. */
const QUIET_FIELDS = new Set(['version', 'updated_at', 'updated_by', 'created_at', 'created_by']);

/** `title` and `search` give the SQL of a row's name and search text from the alias of its table. */
type Subject = {
  entity: string;
  table: string;
  title: (alias: string) => string;
  search: (alias: string) => string;
  vessel: string;
};

/** Accounts, named by their holder; only organization admins see their changes in the feed. */
const USER_SUBJECT: Subject = {
  entity: 'user',
  table: 'users',
  title: (alias: string) => `${alias}.full_name`,
  search: (alias: string) => `${alias}.full_name`,
  vessel: 'NULL::uuid',
};

function subjectsOf(
  entities: readonly EntityDefinition[],
  withUsers: boolean,
  language: ReaderLanguage,
): Subject[] {
  return [
    ...(withUsers ? [USER_SUBJECT] : []),
    ...entities.map((entity) => ({
      entity: entity.name,
      table: identifier(entity.table),
      title: (alias: string) => titleSql(entity, alias, language),
      search: (alias: string) => titleSearchSql(entity, alias),
      vessel: vesselColumnOf(entity) ?? 'NULL::uuid',
    })),
    {
      entity: 'attachment',
      table: 'attachments',
      title: (alias: string) => `${alias}.filename`,
      search: () => 'NULL::text',
      vessel: 'vessel_id',
    },
  ];
}

export async function listActivity(
  db: Queryable,
  scope: Scope,
  options: {
    vesselId?: string;
    limit: number;
    language?: ReaderLanguage;
    entities?: readonly EntityDefinition[];
  },
): Promise<ActivityEntry[]> {
  const entities = options.entities ?? ENTITIES;
  const subjects = subjectsOf(
    entities,
    !options.entities && isOrganizationAdmin(scope.role),
    options.language ?? 'en',
  );
  const params: unknown[] = [scope.organizationId];
  // One index lookup per audit row and entity (newest first, stopping at the limit), never a scan of
  // every table: the CASE keeps ids of other entities from being cast.
  const joins = subjects.map((subject, index) => {
    params.push(subject.entity);
    const name = `$${params.length}::text`;
    return `LEFT JOIN ${subject.table} s${index} ON a.entity = ${name} AND s${index}.organization_id = $1
              AND s${index}.id = CASE WHEN a.entity = ${name} THEN a.entity_id::uuid END`;
  });
  const pick = (column: (subject: Subject, index: number) => string) =>
    `COALESCE(${subjects.map(column).join(', ')})`;
  const conditions = ['x.organization_id = $1'];
  if (scope.vesselIds !== undefined) {
    params.push(scope.vesselIds);
    conditions.push(`x.known AND (x.vessel_id IS NULL OR x.vessel_id = ANY($${params.length}::uuid[]))`);
  }
  if (options.vesselId) {
    params.push(options.vesselId);
    conditions.push(`x.vessel_id = $${params.length}`);
  }
  params.push(options.limit);
  const { rows } = await db.query<ActivityRow>(
    `SELECT x.id, x.at, x.action, x.entity, x.entity_id, x.changed_fields, x.user_id, u.full_name AS user_name,
            x.title, x.search_text, x.vessel_id, v.name AS vessel_name, x.known
     FROM (
       SELECT a.*, ${pick((subject, index) => subject.title(`s${index}`))} AS title,
              ${pick((subject, index) => subject.search(`s${index}`))} AS search_text,
              ${pick((subject, index) => (subject.vessel === 'NULL::uuid' ? subject.vessel : `s${index}.${subject.vessel}`))} AS vessel_id,
              (${subjects.map((_, index) => `s${index}.id IS NOT NULL`).join(' OR ')}) AS known
       FROM audit_log a
       ${joins.join('\n       ')}
       WHERE a.organization_id = $1
     ) x
     LEFT JOIN users u ON u.id = x.user_id
     LEFT JOIN vessels v ON v.id = x.vessel_id
     WHERE ${conditions.join(' AND ')}
     ORDER BY x.at DESC, x.id DESC
     LIMIT $${params.length}`,
    params,
  );
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  return rows.map((row) => {
    const entity = byName.get(row.entity);
    return {
      id: Number(row.id),
      at: row.at,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      title: row.title,
      changedFields: Object.keys(row.changed_fields ?? {}).filter((field) => !QUIET_FIELDS.has(field)),
      userId: row.user_id,
      userName: row.user_name,
      vesselId: row.vessel_id,
      vesselName: row.vessel_name,
      link: entity ? rowLink(entity, row.search_text, scope.role) : null,
    };
  });
}
