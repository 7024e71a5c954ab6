// Global search: ILIKE over the searchable fields of every entity of the registry, inside the scope
// (organization always; on-board users only their vessels' rows), grouped by entity in registry order.
import type { EntityDefinition } from '@mars/domain';
import { ENTITIES, searchableFields, titleFieldsOf, vesselColumnOf } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { entityScopeCondition, textSearchCondition } from '../../crud/list-sql';
import { hiddenOnOthers } from '../../crud/personal-fields';
import { rowLink } from '../../crud/entity-links';
import type { ReaderLanguage } from '../../crud/row-title';
import { identifier, titleSearchSql, titleSql } from '../../crud/row-title';

export type SearchHit = {
  entity: string;
  resource: string;
  id: string;
  title: string;
  subtitle: string | null;
  vesselId: string | null;
  link: string;
};

export type SearchResult = { rows: SearchHit[]; total: number; counts: Record<string, number> };

async function searchEntity(
  db: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  text: string,
  limit: number,
  language: ReaderLanguage,
): Promise<{ hits: SearchHit[]; count: number }> {
  // Personal fields the user may not see on others' rows neither match nor show (crud/personal-fields.ts).
  const hidden = new Set(hiddenOnOthers(scope, entity));
  const fields = searchableFields(entity).filter((field) => !hidden.has(field));
  if (fields.length === 0) return { hits: [], count: 0 };
  const params: unknown[] = [];
  const vesselColumn = vesselColumnOf(entity);
  const where = entityScopeCondition(scope, entity, params, 'x');
  const match = textSearchCondition(
    fields.map((field) => `x.${identifier(field)}::text`),
    text,
    params,
  );
  if (!match) return { hits: [], count: 0 };
  const others = fields.filter((field) => !titleFieldsOf(entity).includes(field));
  const subtitle = others.length
    ? `concat_ws(' · ', ${others.map((field) => `x.${identifier(field)}::text`).join(', ')})`
    : 'NULL::text';
  const vessel = vesselColumn ? `x.${vesselColumn}` : 'NULL::uuid';
  params.push(limit);
  const { rows } = await db.query<{
    id: string;
    title: string | null;
    search_text: string | null;
    subtitle: string | null;
    vessel_id: string | null;
    total: number;
  }>(
    `SELECT x.id, ${titleSql(entity, 'x', language)} AS title, ${titleSearchSql(entity, 'x')} AS search_text,
            ${subtitle} AS subtitle, ${vessel} AS vessel_id, count(*) OVER ()::int AS total
     FROM ${identifier(entity.table)} x
     WHERE ${where} AND x.deleted_at IS NULL AND (${match})
     ORDER BY title, x.id
     LIMIT $${params.length}`,
    params,
  );
  return {
    count: rows[0]?.total ?? 0,
    hits: rows.map((row) => ({
      entity: entity.name,
      resource: entity.resource,
      id: row.id,
      title: row.title ?? '',
      subtitle: row.subtitle || null,
      vesselId: row.vessel_id,
      link: rowLink(entity, row.search_text, scope.role),
    })),
  };
}

export async function searchEverything(
  db: Queryable,
  scope: Scope,
  input: { q: string; limit: number; language?: ReaderLanguage; entities?: readonly EntityDefinition[] },
): Promise<SearchResult> {
  const term = input.q.trim();
  if (term.length === 0) return { rows: [], total: 0, counts: {} };
  const rows: SearchHit[] = [];
  const counts: Record<string, number> = {};
  let total = 0;
  for (const entity of input.entities ?? ENTITIES) {
    const { hits, count } = await searchEntity(db, scope, entity, term, input.limit, input.language ?? 'en');
    if (count === 0) continue;
    rows.push(...hits);
    counts[entity.name] = count;
    total += count;
  }
  return { rows, total, counts };
}
