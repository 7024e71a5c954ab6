// How the server names rows (search hits, the activity feed, notifications, upcoming tasks, reports):
// one SQL expression derived from the entity's title format (packages/domain entity-title.ts), the
// same name the web's rowTitleOf gives, enum values in the reader's language.
import type { EntityDefinition } from '@mars/domain';
import { searchableFields, titleFieldsOf, titleParts } from '@mars/domain';
import { resources } from '@mars/i18n';

/** The languages the server names enum values in; others read English. */
export type ReaderLanguage = 'en' | 'de';

/** The reader's language from an Accept-Language header (the web app sends the one it shows). */
export function readerLanguage(acceptLanguage: string | string[] | undefined): ReaderLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header?.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** Quotes an identifier from the entity definitions (trusted code, but never written raw). */
export function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not an identifier: ${name}`);
  return `"${name}"`;
}

export function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function enumLabels(
  entity: EntityDefinition,
  field: string,
  language: ReaderLanguage,
): Record<string, string> {
  const texts = resources[language].entities as unknown as Record<
    string,
    { enums?: Record<string, Record<string, string>> } | undefined
  >;
  return texts[entity.name]?.enums?.[field] ?? {};
}

/** One title field as text; an enum value as its label, an empty text as NULL. */
function valueSql(entity: EntityDefinition, column: string, field: string, language: ReaderLanguage): string {
  const definition = entity.fields[field];
  if (definition?.kind !== 'enum') return `NULLIF(${column}::text, '')`;
  const labels = enumLabels(entity, field, language);
  const cases = (definition.values ?? [])
    .filter((value) => labels[value])
    .map((value) => `WHEN ${literal(value)} THEN ${literal(labels[value]!)}`);
  return cases.length > 0
    ? `CASE ${column}::text ${cases.join(' ')} ELSE ${column}::text END`
    : `${column}::text`;
}

/**
 * SQL text of a row's name by its entity's title format: an empty field drops with the separator
 * before it, NULL when every title field is empty (callers COALESCE names of several tables).
 */
export function titleSql(entity: EntityDefinition, alias = '', language: ReaderLanguage = 'en'): string {
  const prefix = alias ? `${alias}.` : '';
  const { parts, after } = titleParts(entity);
  const values = parts.map((part) =>
    valueSql(entity, `${prefix}${identifier(part.field)}`, part.field, language),
  );
  const pieces = parts.map((part, index) => {
    const value = values[index]!;
    if (index === 0 || part.before === '') return part.before ? `${literal(part.before)} || ${value}` : value;
    // The separator only after something: concat of the earlier values is '' when all are NULL.
    return `CASE WHEN concat(${values.slice(0, index).join(', ')}) <> '' THEN ${literal(part.before)} || ${value} ELSE ${value} END`;
  });
  const name = `concat(${pieces.join(', ')})`;
  return `NULLIF(${after ? `${name} || CASE WHEN ${name} <> '' THEN ${literal(after)} ELSE '' END` : name}, '')`;
}

/**
 * SQL text a list finds the row by with `?q=` (its searchable title fields joined by spaces): the
 * name itself may carry separators and enum labels no search matches.
 */
export function titleSearchSql(entity: EntityDefinition, alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  const searchable = new Set(searchableFields(entity));
  const columns = titleFieldsOf(entity)
    .filter((field) => searchable.has(field))
    .map((field) => `${prefix}${identifier(field)}::text`);
  return columns.length > 0 ? `NULLIF(concat_ws(' ', ${columns.join(', ')}), '')` : 'NULL::text';
}
