// Labels of an entity and its fields from the `entities` namespace (style.md section 10).
import type { EntityDefinition } from '@mars/domain';
import { rowTitleOf } from '@mars/domain';
import type { TFunction } from 'i18next';

export function fieldLabel(t: TFunction, entity: Pick<EntityDefinition, 'name'>, field: string): string {
  if (field === 'vessel_id') return t('entityUi:vessel');
  return t(`entities:${entity.name}.fields.${field}`, { defaultValue: field });
}

export function entityLabel(t: TFunction, entity: Pick<EntityDefinition, 'name'>, count = 1): string {
  return t(`entities:${entity.name}.name`, { count, defaultValue: entity.name });
}

export function rowTitle(entity: EntityDefinition, row: Record<string, unknown>): string {
  return rowTitleOf(entity, row);
}
