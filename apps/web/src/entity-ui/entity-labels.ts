// Labels of an entity and its fields from the `entities` namespace (style.md section 10).
import type { EntityDefinition } from '@mars/domain';
import { rowTitleOf } from '@mars/domain/first-screen';
import type { TFunction } from 'i18next';

export function fieldLabel(t: TFunction, entity: Pick<EntityDefinition, 'name'>, field: string): string {
  if (field === 'vessel_id') return t('entityUi:vessel');
  return t(`entities:${entity.name}.fields.${field}`, { defaultValue: field });
}

export function entityLabel(t: TFunction, entity: Pick<EntityDefinition, 'name'>, count = 1): string {
  return t(`entities:${entity.name}.name`, { count, defaultValue: entity.name });
}

/** A row's name by its entity's title format (domain entity-title.ts), enum values in the user's language. */
export function rowTitle(t: TFunction, entity: EntityDefinition, row: Record<string, unknown>): string {
  return rowTitleOf(entity, row, (field, value) =>
    t(`entities:${entity.name}.enums.${field}.${value}`, { defaultValue: value }),
  );
}

/**
 * The menu label of an entity's screen (menu entry, document title): its own menu text where the
 * menu names it otherwise ('All Certificates'), else its plural name. i18next takes the first that exists.
 */
export function screenMenuKeys(entity: Pick<EntityDefinition, 'name'>): string[] {
  return [`entities:${entity.name}.screen.menu`, `entities:${entity.name}.name_other`];
}

/** The heading of an entity's screen (and its tab): its own title text, else its plural name. */
export function screenTitleKeys(entity: Pick<EntityDefinition, 'name'>): string[] {
  return [`entities:${entity.name}.screen.title`, `entities:${entity.name}.name_other`];
}
