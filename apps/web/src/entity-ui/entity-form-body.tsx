// What the modal and the page view of an entity form share (use-entity-form.ts): the form element,
// the alert of a failed save, the conflict panel of a 409, the sections of inputs, and the buttons.
import { Alert, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { ConflictPanel } from './conflict-panel';
import type { EntityFormFieldsProps } from './entity-form-fields';
import { EntityFormFields } from './entity-form-fields';
import type { EntityFormState } from './use-entity-form';

/** How a screen draws the engine's form: other inputs and labels, read-only fields, the vessel picker. */
export type EntityFormLayout = Pick<EntityFormFieldsProps, 'inputs' | 'labels' | 'readOnly' | 'withVessel'>;

export type EntityFormBodyProps = EntityFormLayout & {
  state: EntityFormState;
  /** The form's accessible name. */
  title: string;
  /** Content above the inputs (a rejection's reason). */
  before?: ReactNode;
  /** Content below the inputs (derived dates of the row). */
  children?: ReactNode;
  /** The buttons; a submit button saves. */
  actions: ReactNode;
};

export function EntityFormBody({ state, title, before, children, actions, ...layout }: EntityFormBodyProps) {
  const onSubmit = state.submit();
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
      <Stack gap="md">
        {before}
        {state.formError ? (
          <Alert color="red" role="alert">
            {state.formError}
          </Alert>
        ) : null}
        {state.conflict ? (
          <ConflictPanel
            entity={state.entity}
            mine={state.form.getValues()}
            current={state.conflict}
            onTakeTheirs={state.takeTheirs}
            onOverwrite={state.overwrite}
          />
        ) : null}
        <EntityFormFields entity={state.entity} form={state.form} sections={state.sections} {...layout} />
        {children}
        <Group justify="flex-end" wrap="wrap">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
