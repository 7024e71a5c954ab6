// The form of any entity (style.md section 5): sections from `entity.form.sections`, client-side
// validation with the entity's write schema, server field errors on their fields, optimistic
// concurrency with a conflict the user resolves. Nothing typed is lost on an error.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EntityDefinition } from '@mars/domain';
import { entityWriteSchema } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useState } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';

import { errorText } from '../app/error-text';
import { useVessel } from '../app/vessel-context';
import { api } from '../data/api-client';
import { ConflictPanel } from './conflict-panel';
import { entityKeys } from './entity-keys';
import { entityLabel, fieldLabel } from './entity-labels';
import { fieldKind } from './field-kinds/field-kinds';
import type { FormValues } from './form-values';
import { apiValues, conflictRow, initialFormValues, issueKey, serverFieldErrors } from './form-values';

export type EntityFormModalProps = {
  entity: EntityDefinition;
  opened: boolean;
  onClose(): void;
  row?: Record<string, unknown>;
  defaults?: Record<string, unknown>;
  onSaved?(row: Record<string, unknown>): void;
  /** Extra content below the form (e.g. derived dates of the row being edited). */
  children?: React.ReactNode;
};

type Row = Record<string, unknown>;

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The entity's write schema over the API shape of the form values, with its cross-field checks. */
function formSchema(entity: EntityDefinition) {
  const schema = entityWriteSchema(entity).superRefine((row, context) => {
    const problems = entity.refine?.(row, { today: todayIso(), now: new Date().toISOString() }) ?? {};
    for (const [field, keys] of Object.entries(problems)) {
      for (const key of keys) context.addIssue({ code: 'custom', path: [field], message: key });
    }
  });
  return z.preprocess((values: FormValues) => apiValues(entity, values), schema);
}

function useFormResolver(entity: EntityDefinition): Resolver<FormValues> {
  return useMemo(() => {
    const resolver = zodResolver(formSchema(entity), { error: (issue) => issueKey(issue) });
    return resolver as unknown as Resolver<FormValues>;
  }, [entity]);
}

function firstMessage(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

export function EntityFormModal({
  entity,
  opened,
  onClose,
  row,
  defaults,
  onSaved,
  children,
}: EntityFormModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { vessels, selectedVessel } = useVessel();
  const [base, setBase] = useState<Row | undefined>(row);
  const [conflict, setConflict] = useState<Row | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [newId, setNewId] = useState(() => uuidv7());
  const resolver = useFormResolver(entity);
  const startValues = (source: Row | undefined) =>
    initialFormValues(entity, source, {
      // The selected vessel, or the only one the user has.
      ...(selectedVessel ? { vessel_id: selectedVessel.id } : {}),
      ...(!selectedVessel && vessels.length === 1 ? { vessel_id: vessels[0]!.id } : {}),
      ...defaults,
    });
  const form = useForm<FormValues>({
    resolver,
    defaultValues: startValues(row),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (!opened) return;
    setBase(row);
    setConflict(null);
    setFormError(null);
    setNewId(uuidv7());
    form.reset(startValues(row));
    // Reset only when the modal opens or another row is given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, row]);

  async function save(values: FormValues, version: number | undefined) {
    setFormError(null);
    const id = typeof base?.id === 'string' ? base.id : newId;
    const body = {
      ...pickWritable(entity, base),
      ...apiValues(entity, values),
      ...(version ? { version } : {}),
    };
    try {
      const saved = await api.upsert<Row>(entity.resource, id, body);
      await queryClient.invalidateQueries({ queryKey: entityKeys(entity).all });
      notifications.show({ color: 'green', message: t('entityUi:saved') });
      setConflict(null);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const current = conflictRow(error);
      if (current) {
        setConflict(current);
        return;
      }
      const fields = serverFieldErrors(error);
      if (fields && Object.keys(fields).length > 0) {
        for (const [field, keys] of Object.entries(fields)) {
          form.setError(field, { type: 'server', message: keys[0] ?? 'validation:invalid' });
        }
        setFormError(t('entityUi:fixErrors'));
        return;
      }
      setFormError(errorText(t, error, 'errors:save_failed'));
    }
  }

  const onSubmit = form.handleSubmit(
    (values) => save(values, typeof base?.version === 'number' ? base.version : undefined),
    () => setFormError(t('entityUi:fixErrors')),
  );

  const title = t(base ? 'entityUi:editTitle' : 'entityUi:newTitle', { entity: entityLabel(t, entity) });
  const errors = form.formState.errors;

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" closeOnClickOutside={false}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          {conflict ? (
            <ConflictPanel
              entity={entity}
              mine={form.getValues()}
              current={conflict}
              onTakeTheirs={() => {
                setBase(conflict);
                form.reset(startValues(conflict));
                setConflict(null);
              }}
              onOverwrite={() => void save(form.getValues(), Number(conflict.version))}
            />
          ) : null}
          {entity.scope === 'vessel' ? (
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
                  error={
                    firstMessage(errors, 'vessel_id') ? t(firstMessage(errors, 'vessel_id') ?? '') : undefined
                  }
                />
              )}
            />
          ) : null}
          {entity.form.sections.map((section, index) => (
            <Fragment key={section.join(',')}>
              {index > 0 ? <Divider /> : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {section
                  .filter((name) => entity.fields[name])
                  .map((name) => {
                    const field = entity.fields[name]!;
                    const { Input } = fieldKind(field.kind);
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
                            label={fieldLabel(t, entity, name)}
                            value={control.value}
                            onChange={control.onChange}
                            onBlur={control.onBlur}
                            error={message ? t(message) : undefined}
                            disabled={form.formState.isSubmitting}
                          />
                        )}
                      />
                    );
                  })}
              </SimpleGrid>
            </Fragment>
          ))}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('entityUi:cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} disabled={conflict !== null}>
              {t('entityUi:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Stored values of the row that the form does not show, so a save does not blank them. */
function pickWritable(entity: EntityDefinition, row: Row | undefined): Row {
  if (!row) return {};
  const values: Row = {};
  for (const name of Object.keys(entity.fields)) if (name in row) values[name] = row[name];
  return values;
}
