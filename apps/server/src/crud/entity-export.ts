// Export of any list with its current filters (`GET /api/v1/<resource>/export.{csv,xlsx,pdf}`): the
// list's columns with translated headers and values, in the scope, sorted like the list.
import type { EntityDefinition } from '@mars/domain';
import { resources } from '@mars/i18n';

import type { Db } from '../db/client';
import { parseListQuery } from './entity.service';
import { listWhere, orderBy } from './list-sql';
import { rowSource } from './read-model-sql';
import { restrictListQuery, visibleRow } from './personal-fields';
import type { Scope } from './scope';
import { scopeCondition } from './scope';

export type ExportLanguage = 'en' | 'de';
export type ExportCell = string | number | boolean | null;

export type ExportTable = {
  title: string;
  language: ExportLanguage;
  generatedAt: Date;
  /** Translated 'label: value' lines of the filters applied. */
  filters: string[];
  headers: string[];
  /** The field kind of each column, for formats that type their cells. */
  kinds: string[];
  rows: ExportCell[][];
  truncated: number | null;
};

export const EXPORT_ROW_LIMIT = { csv: 100_000, xlsx: 100_000, pdf: 5_000 } as const;

type Tree = Record<string, unknown>;

function lookup(tree: unknown, path: string): string | undefined {
  const value = path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

export function exportTranslator(language: ExportLanguage) {
  const catalogue = resources[language] as unknown as Tree;
  return (key: string, params: Record<string, string | number> = {}): string => {
    const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
    const text =
      lookup(catalogue[namespace!], path!) ?? lookup(catalogue[namespace!], `${path}_other`) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}

export function exportLanguage(value: unknown): ExportLanguage {
  return typeof value === 'string' && value.toLowerCase().startsWith('de') ? 'de' : 'en';
}

function fieldOf(entity: EntityDefinition, name: string) {
  return entity.fields[name] ?? entity.computed?.[name];
}

export async function exportTable(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  query: Record<string, unknown>,
  options: { now: Date; limit: number },
): Promise<ExportTable> {
  const language = exportLanguage(query.lang);
  const t = exportTranslator(language);
  const today = options.now.toISOString().slice(0, 10);
  const filter = restrictListQuery(
    scope,
    entity,
    parseListQuery(entity, { ...query, limit: undefined, offset: undefined }, today),
  );
  const params: unknown[] = [];
  const source = rowSource(entity, params, today);
  const where = listWhere(scope, entity, filter, params);
  params.push(options.limit + 1);
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM ${source} WHERE ${where.join(' AND ')} ORDER BY ${orderBy(entity, filter.sort)} LIMIT $${params.length}`,
    params,
  );
  const vesselNames = await vesselNameMap(db, scope, entity);
  const columns = [...(entity.scope === 'vessel' ? ['vessel_id'] : []), ...entity.list.columns];
  const label = (name: string) =>
    name === 'vessel_id' ? t('entityUi:vessel') : t(`entities:${entity.name}.fields.${name}`);
  const display = (name: string, value: unknown): ExportCell => {
    if (value === null || value === undefined) return null;
    if (name === 'vessel_id') return vesselNames.get(String(value)) ?? String(value);
    const field = fieldOf(entity, name);
    if (field?.kind === 'enum') {
      const key = `entities:${entity.name}.enums.${name}.${String(value)}`;
      const text = t(key);
      return text === key ? String(value) : text;
    }
    if (field?.kind === 'boolean') return t(value === true ? 'entityUi:yes' : 'entityUi:no');
    if (typeof value === 'number' || typeof value === 'string') return value;
    return String(value);
  };
  const filters = Object.entries(filter.filters).map(
    ([name, value]) => `${label(name)}: ${String(display(name, value))}`,
  );
  for (const range of filter.ranges ?? []) {
    filters.push(
      `${label(range.field)} ${t(`entityUi:exportDoc.${range.op === 'gte' ? 'from' : 'to'}`)} ${range.value}`,
    );
  }
  if (filter.search) filters.push(`${t('entityUi:exportDoc.search')}: ${filter.search}`);
  const title =
    typeof query.title === 'string' && query.title.trim()
      ? query.title.trim().slice(0, 120)
      : t(`entities:${entity.name}.name_other`);
  return {
    title,
    language,
    generatedAt: options.now,
    filters,
    headers: columns.map(label),
    kinds: columns.map((name) => (name === 'vessel_id' ? 'text' : (fieldOf(entity, name)?.kind ?? 'text'))),
    rows: rows
      .slice(0, options.limit)
      .map((row) => visibleRow(scope, entity, row))
      .map((row) => columns.map((name) => display(name, row[name]))),
    truncated: rows.length > options.limit ? options.limit : null,
  };
}

async function vesselNameMap(db: Db, scope: Scope, entity: EntityDefinition): Promise<Map<string, string>> {
  if (entity.scope !== 'vessel') return new Map();
  const params: unknown[] = [];
  const where = scopeCondition(scope, params, { vessel: 'id' });
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM vessels WHERE ${where}`,
    params,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
