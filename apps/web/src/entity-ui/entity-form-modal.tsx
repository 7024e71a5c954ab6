// The modal view of the form engine (use-entity-form.ts): a row of any entity created or edited in a
// dialog, with the save, the conflict and the server's field errors of the engine.
import { Button, Modal } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { EntityFormLayout } from './entity-form-body';
import { EntityFormBody } from './entity-form-body';
import type { SectionsOf } from './entity-form-fields';
import { entityLabel } from './entity-labels';
import type { EntityFormOptions } from './use-entity-form';
import { useEntityForm } from './use-entity-form';

export type { EntityFormMessages } from './use-entity-form';

export type EntityFormModalProps<Entity extends EntityDefinition = EntityDefinition> = Omit<
  EntityFormOptions,
  'entity' | 'active' | 'sections'
> &
  EntityFormLayout & {
    entity: Entity;
    opened: boolean;
    onClose(): void;
    /** The dialog's title; 'New <entity>' / 'Edit <entity>' by default. */
    title?: string;
    /** The save button's text; 'Save' by default. */
    submitLabel?: string;
    /** Sections of the entity's fields to show instead of its definition's. */
    sections?: SectionsOf<Entity>;
    /** Extra content below the form (e.g. derived dates of the row being edited). */
    children?: ReactNode;
  };

export function EntityFormModal<Entity extends EntityDefinition>({
  opened,
  onClose,
  title,
  submitLabel,
  children,
  onSaved,
  inputs,
  labels,
  readOnly,
  withVessel,
  ...options
}: EntityFormModalProps<Entity>) {
  const { t } = useTranslation();
  const state = useEntityForm({
    ...options,
    active: opened,
    onSaved: async (row, context) => {
      await onSaved?.(row, context);
      onClose();
    },
  });
  const heading =
    title ??
    t(state.base ? 'entityUi:editTitle' : 'entityUi:newTitle', { entity: entityLabel(t, state.entity) });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={heading}
      size="xl"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('entityUi:close') }}
    >
      <EntityFormBody
        state={state}
        title={heading}
        inputs={inputs}
        labels={labels}
        readOnly={readOnly}
        withVessel={withVessel}
        actions={
          <>
            <Button variant="default" onClick={onClose}>
              {t('entityUi:cancel')}
            </Button>
            <Button type="submit" loading={state.isBusy} disabled={state.conflict !== null}>
              {submitLabel ?? t('entityUi:save')}
            </Button>
          </>
        }
      >
        {children}
      </EntityFormBody>
    </Modal>
  );
}
