// The sections a form shows for a row (design.md section 4): the definition's sections, those of a new
// row where it declares them, and the sections of the chosen variant (a logbook entry's deck, engine
// or radio data) in their place. Pure: the web's form engine and the server's reports read them.
import type { EntityDefinition, FormSections } from './define-entity';

type Row = Record<string, unknown>;

/** The sections of the form for these values (a new row's sections when `creating`). */
export function formSectionsOf(
  entity: Pick<EntityDefinition, 'form'>,
  values: Row,
  options: { creating?: boolean } = {},
): FormSections {
  const { create, sections, variants } = entity.form;
  const base = options.creating && create ? create : sections;
  if (!variants) return base;
  const chosen = variants.sections[String(values[variants.field] ?? '')] ?? [];
  return [...base.slice(0, variants.at), ...chosen, ...base.slice(variants.at)];
}

/** Every field the form may show, in order: the sections with all the variants' fields in their place. */
export function formFieldsOf(entity: Pick<EntityDefinition, 'form'>): string[] {
  const { sections, variants } = entity.form;
  const variantSections = Object.values(variants?.sections ?? {}).flatMap((chosen) => chosen ?? []);
  const all = variants
    ? [...sections.slice(0, variants.at), ...variantSections, ...sections.slice(variants.at)]
    : sections;
  return [...new Set(all.flat())];
}

/** The fields of a variant: those of its value's sections (none for a value without sections). */
export function variantFieldsOf(entity: Pick<EntityDefinition, 'form'>, value: unknown): string[] {
  const variants = entity.form.variants;
  return (variants?.sections[String(value ?? '')] ?? []).flat();
}

/** Fields of other variants than the one the values choose: a save stores them empty. */
export function otherVariantFields(entity: Pick<EntityDefinition, 'form'>, values: Row): string[] {
  const variants = entity.form.variants;
  if (!variants) return [];
  const shown = new Set(variantFieldsOf(entity, values[variants.field]));
  const all = Object.values(variants.sections).flatMap((chosen) => (chosen ?? []).flat());
  return [...new Set(all)].filter((name) => !shown.has(name) && !entity.form.sections.flat().includes(name));
}
