// Personal data of a person (a seafarer's passport, date of birth, contacts): fields declared
// `personal` in an entity definition are seen by the admins, the Master and the person themself
// only. The server omits them from everything it answers others; the web does not show them.
import type { EntityDefinition, FormSections } from '../entities/define-entity';
import { isAdminRole } from './roles';

/** Whether a user of `role` may see personal fields of a row; `isSelf` when the row is about them. */
export function mayViewPersonalFields(role: unknown, isSelf: boolean): boolean {
  return isSelf || isAdminRole(role) || role === 'master';
}

/** The fields an entity declares personal. */
export function personalFieldsOf(entity: Pick<EntityDefinition, 'fields'>): string[] {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.personal)
    .map(([name]) => name);
}

/** Whether the row is about the user: its `personUserField` holds the user's id. */
export function isOwnRow(
  entity: Pick<EntityDefinition, 'personUserField'>,
  row: Record<string, unknown> | undefined,
  userId: string | undefined,
): boolean {
  if (!entity.personUserField || !row || !userId) return false;
  return row[entity.personUserField] === userId;
}

export type Viewer = { role: unknown; userId: string | undefined };

/**
 * The personal fields the viewer may not see: of a stored row, or, without a row, of rows about
 * someone else (list columns, sorts and filters). A new row's form shows them all: its writer
 * enters them.
 */
export function hiddenFieldsOf(
  entity: Pick<EntityDefinition, 'fields' | 'personUserField'>,
  viewer: Viewer,
  row?: Record<string, unknown>,
): string[] {
  const personal = personalFieldsOf(entity);
  if (personal.length === 0) return [];
  return mayViewPersonalFields(viewer.role, isOwnRow(entity, row, viewer.userId)) ? [] : personal;
}

/** The row without the fields hidden from the viewer. */
export function withoutHiddenFields<Row extends Record<string, unknown>>(
  entity: Pick<EntityDefinition, 'fields' | 'personUserField'>,
  viewer: Viewer,
  row: Row,
): Row {
  const hidden = hiddenFieldsOf(entity, viewer, row);
  if (hidden.length === 0) return row;
  const visible = { ...row };
  for (const name of hidden) delete visible[name];
  return visible;
}

/** The entity as a viewer's screens show it: without the given hidden fields in fields, columns and form. */
export function entityWithoutFields<Entity extends EntityDefinition>(
  entity: Entity,
  hidden: readonly string[],
): Entity {
  if (hidden.length === 0) return entity;
  const shown = (name: string) => !hidden.includes(name);
  const withoutHidden = (sections: FormSections) =>
    sections.map((section) => section.filter(shown)).filter((section) => section.length > 0);
  return {
    ...entity,
    fields: Object.fromEntries(Object.entries(entity.fields).filter(([name]) => shown(name))),
    list: { ...entity.list, columns: entity.list.columns.filter(shown) },
    form: {
      sections: withoutHidden(entity.form.sections),
      ...(entity.form.create ? { create: withoutHidden(entity.form.create) } : {}),
      ...(entity.form.variants
        ? {
            variants: {
              ...entity.form.variants,
              sections: Object.fromEntries(
                Object.entries(entity.form.variants.sections).map(([value, sections]) => [
                  value,
                  withoutHidden(sections ?? []),
                ]),
              ),
            },
          }
        : {}),
    },
  };
}
