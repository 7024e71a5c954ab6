// The modal view of the form engine (use-entity-form.ts): a row of any entity created or edited in a
// dialog, with the save, the conflict and the server's field errors of the engine.
import { Button } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../app/form-modal';
import type { EntityFormViewProps } from './entity-form-body';
import { EntityFormBody, SaveButton, useEntityFormView } from './entity-form-body';
import { entityLabel } from './entity-labels';

export type { EntityFormMessages } from './use-entity-form';

export type EntityFormModalProps<Entity extends EntityDefinition = EntityDefinition> =
  EntityFormViewProps<Entity> & {
    opened: boolean;
    onClose(): void;
    /** The dialog's title; 'New <entity>' / 'Edit <entity>' by default. */
    title?: string;
  };

export function EntityFormModal<Entity extends EntityDefinition>({
  opened,
  onClose,
  title,
  submitLabel,
  children,
  onSaved,
  ...options
}: EntityFormModalProps<Entity>) {
  const { t } = useTranslation();
  const { state, layout } = useEntityFormView({
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
    <FormModal opened={opened} onClose={onClose} title={heading} size="xl">
      <EntityFormBody
        state={state}
        title={heading}
        {...layout}
        actions={
          <>
            <Button variant="default" onClick={onClose}>
              {t('entityUi:cancel')}
            </Button>
            <SaveButton state={state} type="submit">
              {submitLabel ?? t('entityUi:save')}
            </SaveButton>
          </>
        }
      >
        {children}
      </EntityFormBody>
    </FormModal>
  );
}
