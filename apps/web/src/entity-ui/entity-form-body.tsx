// What the modal and the page view of an entity form share (use-entity-form.ts): their props, the
// engine with the layout, the form element, the alert of a failed save, the conflict panel of a 409,
// the sections of inputs, the buttons and the save button.
import type { ButtonProps } from '@mantine/core';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';

import { ConflictPanel } from './conflict-panel';
import type { EntityFormFieldsProps, SectionsOf } from './entity-form-fields';
import { EntityFormFields } from './entity-form-fields';
import type { EntityFormOptions, EntityFormState } from './use-entity-form';
import { useEntityForm } from './use-entity-form';

/** How a screen draws the engine's form: other inputs and labels, read-only fields, the vessel picker. */
export type EntityFormLayout = Pick<EntityFormFieldsProps, 'inputs' | 'labels' | 'readOnly' | 'withVessel'>;

/** The props both views take: the engine's options (the view says when it is active), the layout. */
export type EntityFormViewProps<Entity extends EntityDefinition> = Omit<
  EntityFormOptions,
  'entity' | 'active' | 'sections'
> &
  EntityFormLayout & {
    entity: Entity;
    /** The save button's text; 'Save' by default. */
    submitLabel?: string;
    /** Sections of the entity's fields to show instead of its definition's. */
    sections?: SectionsOf<Entity>;
    /** Content below the inputs (derived dates of the row being edited). */
    children?: ReactNode;
  };

/** The engine of a view's options, and the layout its body draws the form with. */
export function useEntityFormView({
  inputs,
  labels,
  readOnly,
  withVessel,
  ...options
}: EntityFormOptions & EntityFormLayout): { state: EntityFormState; layout: EntityFormLayout } {
  return { state: useEntityForm(options), layout: { inputs, labels, readOnly, withVessel } };
}

/** A button that saves: busy while the save runs, blocked while a conflict waits for the user. */
export function SaveButton({
  state,
  ...button
}: ButtonProps & { state: EntityFormState; type: 'submit' | 'button'; onClick?(): void }) {
  return <Button {...button} loading={state.isBusy} disabled={state.conflict !== null} />;
}

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
  // An entity's own form parts (children: a risk matrix) read and set the form's values by useFormContext.
  return (
    <FormProvider {...state.form}>
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
    </FormProvider>
  );
}
