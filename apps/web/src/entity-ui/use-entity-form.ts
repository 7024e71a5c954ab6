// The one form engine (style.md section 5): the values of a row's form, its sections from the entity's
// definition (a new row's, the chosen variant's), client-side checks with the entity's write schema,
// and the save written once: server field errors on their fields in the user's language, a 409 the
// user resolves (take theirs or overwrite), an optional workflow step after the save. Nothing typed
// is lost on an error. The modal view (entity-form-modal.tsx) and the page view (entity-form-page.tsx)
// draw it.
import type { EntityDefinition, FormSections } from '@mars/domain';
import {
  ENTITIES,
  entityWithoutFields,
  formSectionsOf,
  hiddenFieldsOf,
  newRowId,
  otherVariantFields,
} from '@mars/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../app/auth/auth-context';
import { errorText } from '../app/error-text';
import { useVessel } from '../app/vessel-context';
import { useEntityClient } from '../app/data-source';
import { pickWritable, useFormResolver } from './entity-form-fields';
import { entityKeys } from './entity-keys';
import { fieldLabel } from './entity-labels';
import type { FormValues } from './form-values';
import { apiValues, conflictRow, initialFormValues, serverFieldErrors } from './form-values';

type Row = Record<string, unknown>;

/** What a save did: created or updated the row, and the workflow step taken after it. */
export type SaveContext = { created: boolean; step?: string };

/** A screen's own texts for the outcome of a save (already translated); the generic ones otherwise. */
export type EntityFormMessages = {
  created?: string;
  updated?: string;
  /** The saved row's own text (its number), instead of created / updated. */
  saved?(row: Row, context: SaveContext): string;
  createFailed?: string;
  updateFailed?: string;
  /** The save went through but the step after it did not. */
  stepFailed?: string;
};

export type EntityFormOptions = {
  entity: EntityDefinition;
  /** The row being edited; a new row when not given. */
  row?: Row;
  /** Values a new row starts with (as the API gives them). */
  defaults?: Row;
  /** Whether the form is shown (a modal's `opened`): it starts afresh each time it opens. */
  active?: boolean;
  /** The sections to show instead of the definition's (a reading's hours without its equipment). */
  sections?: FormSections;
  messages?: EntityFormMessages;
  /** After a save (and its step): where the screen goes next. */
  onSaved?(row: Row, context: SaveContext): void | Promise<void>;
};

/** References that name rows of a vessel (or its people): another vessel empties them. */
function vesselBoundFields(entity: EntityDefinition): string[] {
  const onVessel = (references: string | undefined) =>
    references === 'user' || ENTITIES.find((target) => target.name === references)?.scope === 'vessel';
  return Object.entries(entity.fields)
    .filter(([, field]) => field.kind === 'reference' && onVessel(field.references))
    .map(([name]) => name);
}

/**
 * Fields the form does not show keep what the row (or, for a new row, the defaults) has, as it has it:
 * not through an input (a reading's time keeps its seconds). Another variant's fields stay empty.
 */
function unshownValues(
  entity: EntityDefinition,
  sections: FormSections,
  values: FormValues,
  source?: Row,
): Row {
  const shown = new Set([...sections.flat(), ...otherVariantFields(entity, values)]);
  return Object.fromEntries(
    Object.entries(source ?? {}).filter(([name]) => name in entity.fields && !shown.has(name)),
  );
}

export function useEntityForm({
  entity: definition,
  row,
  defaults,
  active = true,
  sections: shownSections,
  messages = {},
  onSaved,
}: EntityFormOptions) {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Personal fields the user may not see on this row are not in the form; a save keeps them.
  const entity = useMemo(
    () =>
      entityWithoutFields(
        definition,
        row ? hiddenFieldsOf(definition, { role: user?.role, userId: user?.id }, row) : [],
      ),
    [definition, row, user?.role, user?.id],
  );
  const queryClient = useQueryClient();
  const client = useEntityClient();
  const { vessels, selectedVessel } = useVessel();
  const [base, setBase] = useState<Row | undefined>(row);
  const [conflict, setConflict] = useState<Row | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [newId, setNewId] = useState(() => newRowId());
  const resolver = useFormResolver(entity);
  const onlyVessel = vessels.length === 1 ? vessels[0]!.id : undefined;
  const startValues = (source: Row | undefined) =>
    initialFormValues(entity, source, {
      // The selected vessel, or the only one the user has.
      ...((selectedVessel ?? onlyVessel) ? { vessel_id: selectedVessel?.id ?? onlyVessel } : {}),
      ...defaults,
    });
  const form = useForm<FormValues>({
    resolver,
    defaultValues: startValues(row),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (!active) return;
    setBase(row);
    setConflict(null);
    setFormError(null);
    setNewId(newRowId());
    form.reset(startValues(row));
    // Start afresh only when the form opens or another row is given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, row]);

  // The vessels may arrive after the form opened: a new row still gets the selected or only vessel.
  useEffect(() => {
    if (!active || row || entity.scope !== 'vessel') return;
    const vesselId = selectedVessel?.id ?? onlyVessel;
    if (vesselId && !form.getValues('vessel_id')) form.setValue('vessel_id', vesselId);
  }, [active, row, entity.scope, selectedVessel, onlyVessel, form]);

  // The user picks another vessel: the rows picked on the old one do not belong to the new one.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (name !== 'vessel_id' || type !== 'change') return;
      for (const field of vesselBoundFields(entity)) form.setValue(field, '');
    });
    return () => subscription.unsubscribe();
  }, [entity, form]);

  // The chosen variant (a logbook type) decides the sections; its errors go with it.
  const variantField = entity.form.variants?.field;
  const variant: unknown = useWatch({
    control: form.control,
    name: variantField ?? '',
    disabled: !variantField,
  });
  useEffect(() => {
    if (variantField) form.clearErrors();
  }, [variant, variantField, form]);
  const sections =
    shownSections ??
    formSectionsOf(entity, variantField ? { [variantField]: variant } : {}, { creating: !base });

  function showError(error: unknown, failed: string | undefined) {
    const current = conflictRow(error);
    if (current) {
      setConflict(current);
      return;
    }
    const fields = serverFieldErrors(error);
    if (fields && Object.keys(fields).length > 0) {
      const shown = new Set(sections.flat());
      if (entity.scope === 'vessel') shown.add('vessel_id');
      const elsewhere: string[] = [];
      for (const [field, keys] of Object.entries(fields)) {
        const key = keys[0] ?? 'validation:invalid';
        form.setError(field, { type: 'server', message: key });
        // A field the form does not show is named in the alert.
        if (!shown.has(field)) elsewhere.push(`${fieldLabel(t, entity, field)}: ${t(key)}`);
      }
      setFormError([t('entityUi:fixErrors'), ...elsewhere].join(' '));
      return;
    }
    const reason = errorText(t, error, 'errors:save_failed');
    setFormError(failed ? `${failed}: ${reason}` : reason);
  }

  async function save(values: FormValues, version: number | undefined, step?: string) {
    setFormError(null);
    const created = !base;
    const id = typeof base?.id === 'string' ? base.id : newId;
    const body = {
      ...pickWritable(entity, base),
      ...apiValues(entity, values),
      ...unshownValues(entity, sections, values, base ?? defaults),
      ...(version ? { version } : {}),
    };
    let saved: Row;
    try {
      saved = await client.upsert<Row>(entity, id, body);
    } catch (error) {
      showError(error, created ? messages.createFailed : messages.updateFailed);
      return;
    }
    setBase(saved);
    setConflict(null);
    if (step) {
      try {
        saved = await client.step<Row>(entity, id, step, { version: Number(saved.version) });
      } catch (error) {
        await queryClient.invalidateQueries({ queryKey: entityKeys(entity).all });
        showError(error, messages.stepFailed);
        return;
      }
    }
    await queryClient.invalidateQueries({ queryKey: entityKeys(entity).all });
    const context = { created, step };
    const text = messages.saved?.(saved, context) ?? (created ? messages.created : messages.updated);
    notifications.show({ color: 'green', message: text ?? t('entityUi:saved') });
    await onSaved?.(saved, context);
  }

  const version = typeof base?.version === 'number' ? base.version : undefined;
  return {
    /** The entity as this user's form shows it (without personal fields hidden from them). */
    entity,
    form,
    sections,
    /** The stored row the form edits (after a save, the saved one); undefined for a new row. */
    base,
    conflict,
    formError,
    isBusy: form.formState.isSubmitting,
    /** A submit handler: saves, then takes the workflow step if one is given. */
    submit: (step?: string) =>
      form.handleSubmit(
        (values) => save(values, version, step),
        () => setFormError(t('entityUi:fixErrors')),
      ),
    /** The conflict's answers: start again from their row, or save mine over it. */
    takeTheirs: () => {
      if (!conflict) return;
      setBase(conflict);
      form.reset(startValues(conflict));
      setConflict(null);
    },
    overwrite: () => {
      if (conflict) void save(form.getValues(), Number(conflict.version));
    },
  };
}

export type EntityFormState = ReturnType<typeof useEntityForm>;
