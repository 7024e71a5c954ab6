// The body of an entity form, shared by the form modal and the form page (use-entity-form.ts): the
// sections of inputs built from the field kinds, the vessel picker, the schema with the entity's
// cross-field checks, and the values of the stored row that a save must keep.
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Select, SimpleGrid } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import { entityWriteSchema } from '@mars/domain';
import type { ComponentType } from 'react';
import { Fragment, useMemo } from 'react';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { useVessel } from '../app/vessel-context';
import { fieldLabel } from './entity-labels';
import type { FieldInputProps } from './field-kinds/field-kind.types';
import { fieldKind } from './field-kinds/field-kinds';
import type { FormValues } from './form-values';
import { apiValues, issueKey } from './form-values';

type Row = Record<string, unknown>;
type ToApi = (values: FormValues) => Record<string, unknown>;

/** Form sections as a screen names them: the fields of the entity (tsc holds them to it). */
export type SectionsOf<Entity extends EntityDefinition> = readonly (readonly (keyof Entity['fields'] &
  string)[])[];

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The entity's write schema over the API shape of the form values, with its cross-field checks. These
 * run even while a field is missing or malformed, so a failed save shows every problem at once (zod
 * skips refinements of an object with issues).
 */
export function formSchema(entity: EntityDefinition, toApi: ToApi = (values) => apiValues(entity, values)) {
  const base = entityWriteSchema(entity);
  const checked = z.record(z.string(), z.unknown()).superRefine((row, context) => {
    const result = base.safeParse(row, { error: (issue) => issueKey(issue) });
    const failed = new Set<string>();
    for (const issue of result.success ? [] : result.error.issues) {
      failed.add(String(issue.path[0]));
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    const problems = entity.refine?.(row, { today: todayIso(), now: new Date().toISOString() }) ?? {};
    for (const [field, keys] of Object.entries(problems)) {
      if (failed.has(field)) continue;
      for (const key of keys) context.addIssue({ code: 'custom', path: [field], message: key });
    }
  });
  return z.preprocess((values: FormValues) => toApi(values), checked);
}

/** A react-hook-form resolver from formSchema. */
export function useFormResolver(entity: EntityDefinition): Resolver<FormValues> {
  return useMemo(() => {
    const resolver = zodResolver(formSchema(entity), { error: (issue) => issueKey(issue) });
    return resolver as unknown as Resolver<FormValues>;
  }, [entity]);
}

export function firstMessage(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Stored values of the row that the form does not show, so a save does not blank them. */
export function pickWritable(entity: EntityDefinition, row: Row | undefined): Row {
  if (!row) return {};
  const values: Row = {};
  for (const name of Object.keys(entity.fields)) if (name in row) values[name] = row[name];
  return values;
}

export type EntityFormFieldsProps = {
  entity: EntityDefinition;
  form: UseFormReturn<FormValues>;
  /** The sections to show; the entity's form sections by default. */
  sections?: readonly (readonly string[])[];
  /** Inputs replacing the field kind's input for some fields. */
  inputs?: Partial<Record<string, ComponentType<FieldInputProps>>>;
  /** Labels replacing the field's own for some fields (already translated). */
  labels?: Partial<Record<string, string>>;
  /** Fields shown but not editable. */
  readOnly?: readonly string[];
  /** Whether to show the vessel picker of a vessel-scoped entity (default true). */
  withVessel?: boolean;
};

export function EntityFormFields({
  entity,
  form,
  sections = entity.form.sections,
  inputs = {},
  labels = {},
  readOnly = [],
  withVessel = true,
}: EntityFormFieldsProps) {
  const { t } = useTranslation();
  const { vessels } = useVessel();
  const errors = form.formState.errors;
  // Pickers offer the rows of the row's own vessel.
  const watchedVessel = form.watch('vessel_id');
  const vesselId = entity.scope === 'vessel' && typeof watchedVessel === 'string' ? watchedVessel : undefined;
  const vesselMessage = firstMessage(errors, 'vessel_id');
  return (
    <>
      {withVessel && entity.scope === 'vessel' ? (
        <Controller
          control={form.control}
          name="vessel_id"
          render={({ field }) => (
            <Select
              name="vessel_id"
              label={fieldLabel(t, entity, 'vessel_id')}
              required
              allowDeselect={false}
              data={vessels.map((vessel) => ({ value: vessel.id, label: vessel.name }))}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={(next) => field.onChange(next ?? '')}
              error={vesselMessage ? t(vesselMessage) : undefined}
            />
          )}
        />
      ) : null}
      {sections.map((section, index) => (
        <Fragment key={section.join(',')}>
          {index > 0 ? <Divider /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {section
              .filter((name) => entity.fields[name])
              .map((name) => {
                const field = entity.fields[name]!;
                const Input = inputs[name] ?? fieldKind(field.kind).Input;
                const message = firstMessage(errors, name);
                return (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field: control }) => (
                      <Input
                        entity={entity}
                        name={name}
                        field={field}
                        label={labels[name] ?? fieldLabel(t, entity, name)}
                        value={control.value}
                        onChange={control.onChange}
                        onBlur={control.onBlur}
                        error={message ? t(message) : undefined}
                        disabled={form.formState.isSubmitting || readOnly.includes(name)}
                        vesselId={vesselId}
                        formControl={form.control}
                      />
                    )}
                  />
                );
              })}
          </SimpleGrid>
        </Fragment>
      ))}
    </>
  );
}
