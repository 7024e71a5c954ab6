// The form of any entity (style.md section 5): sections from `entity.form.sections`, client-side
// validation with the entity's write schema, server field errors on their fields, optimistic
// concurrency with a conflict the user resolves. Nothing typed is lost on an error.
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EntityDefinition } from '@mars/domain';
import { entityWithoutFields, hiddenFieldsOf } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';

import { useAuth } from '../app/auth/auth-context';
import { errorText } from '../app/error-text';
import { useVessel } from '../app/vessel-context';
import { api } from '../data/api-client';
import { ConflictPanel } from './conflict-panel';
import type { EntityFormFieldsProps } from './entity-form-fields';
import { EntityFormFields, pickWritable, useFormResolver } from './entity-form-fields';
import { entityKeys } from './entity-keys';
import { entityLabel } from './entity-labels';
import type { FormValues } from './form-values';
import { apiValues, conflictRow, initialFormValues, serverFieldErrors } from './form-values';

/** A screen's own texts for the outcome of a save (already translated); the generic ones otherwise. */
export type EntityFormMessages = {
  created?: string;
  updated?: string;
  createFailed?: string;
  updateFailed?: string;
};

export type EntityFormModalProps = {
  entity: EntityDefinition;
  opened: boolean;
  onClose(): void;
  row?: Record<string, unknown>;
  defaults?: Record<string, unknown>;
  onSaved?(row: Record<string, unknown>): void;
  /** Extra content below the form (e.g. derived dates of the row being edited). */
  children?: React.ReactNode;
  messages?: EntityFormMessages;
  /** Inputs replacing the field kind's input for some fields. */
  inputs?: EntityFormFieldsProps['inputs'];
};

type Row = Record<string, unknown>;

export function EntityFormModal({
  entity: definition,
  opened,
  onClose,
  row,
  defaults,
  onSaved,
  children,
  messages = {},
  inputs,
}: EntityFormModalProps) {
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

  // The vessels may arrive after the form opened: a new row still gets the selected or only vessel.
  useEffect(() => {
    if (!opened || row || entity.scope !== 'vessel') return;
    const vesselId = selectedVessel?.id ?? (vessels.length === 1 ? vessels[0]!.id : undefined);
    if (vesselId && !form.getValues('vessel_id')) form.setValue('vessel_id', vesselId);
  }, [opened, row, entity.scope, selectedVessel, vessels, form]);

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
      const savedText = base ? messages.updated : messages.created;
      notifications.show({ color: 'green', message: savedText ?? t('entityUi:saved') });
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
      const failedText = base ? messages.updateFailed : messages.createFailed;
      setFormError(
        failedText
          ? `${failedText}: ${errorText(t, error, 'errors:save_failed')}`
          : errorText(t, error, 'errors:save_failed'),
      );
    }
  }

  const onSubmit = form.handleSubmit(
    (values) => save(values, typeof base?.version === 'number' ? base.version : undefined),
    () => setFormError(t('entityUi:fixErrors')),
  );

  const title = t(base ? 'entityUi:editTitle' : 'entityUi:newTitle', { entity: entityLabel(t, entity) });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('entityUi:close') }}
    >
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
          <EntityFormFields entity={entity} form={form} inputs={inputs} />
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
