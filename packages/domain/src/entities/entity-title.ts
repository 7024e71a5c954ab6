// How a row is named (design.md section 4): the entity's title fields and its title format ('{last_name},
// {first_name} – {rank}'). The web names rows with rowTitleOf; the server derives its SQL from
// titleParts, so pickers, cells, search, notifications and the activity feed all say the same name.
import type { EntityDefinition } from './define-entity';

type Titled = Pick<EntityDefinition, 'titleField' | 'titleFields' | 'titleFormat'>;

/** One field of a name and the text before it (a separator, or a prefix for the first field). */
export type TitlePart = { before: string; field: string };

/** A name's parts in order, and the text after the last one. */
export type TitleParts = { parts: readonly TitlePart[]; after: string };

const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/g;

/** The fields that name a row, in order. */
export function titleFieldsOf(
  entity: Pick<EntityDefinition, 'titleField' | 'titleFields'>,
): readonly string[] {
  return entity.titleFields ?? [entity.titleField];
}

/** The parts of an entity's name: from its title format, else its title fields joined by spaces. */
export function titleParts(entity: Titled): TitleParts {
  const fields = titleFieldsOf(entity);
  if (!entity.titleFormat) {
    return { parts: fields.map((field, index) => ({ before: index === 0 ? '' : ' ', field })), after: '' };
  }
  const parts: TitlePart[] = [];
  let rest = 0;
  for (const match of entity.titleFormat.matchAll(PLACEHOLDER)) {
    const field = match[1]!;
    if (!fields.includes(field)) throw new Error(`title format names ${field}, not a title field`);
    parts.push({ before: entity.titleFormat.slice(rest, match.index), field });
    rest = match.index + match[0].length;
  }
  return { parts, after: entity.titleFormat.slice(rest) };
}

/** How an enum value shows in a name (its label in the reader's language); the value itself by default. */
export type EnumLabel = (field: string, value: string) => string;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A row's name by its entity's title format: an empty field drops with the separator before it
 * ('Nair, Rajesh' without a rank); '' when every title field is empty.
 */
export function rowTitleOf(
  entity: Titled & Pick<EntityDefinition, 'fields'>,
  row: Record<string, unknown>,
  enumLabel: EnumLabel = (_field, value) => value,
): string {
  const { parts, after } = titleParts(entity);
  let name = '';
  parts.forEach(({ before, field }, index) => {
    const value = row[field];
    if (isBlank(value)) return;
    const text = entity.fields[field]?.kind === 'enum' ? enumLabel(field, String(value)) : String(value);
    name += (name !== '' || index === 0 ? before : '') + text;
  });
  return name === '' ? '' : name + after;
}
