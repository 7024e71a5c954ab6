// The page view of the form engine (use-entity-form.ts): a row's form as a screen of its own, with
// 'Save' and buttons that save and then take a workflow step ('Save and submit for review').
import { Button, Paper } from '@mantine/core';
import type { ActionName, EntityDefinition } from '@mars/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageHeader } from '../app/page-header';
import type { EntityFormLayout } from './entity-form-body';
import { EntityFormBody } from './entity-form-body';
import type { SectionsOf } from './entity-form-fields';
import type { EntityFormOptions } from './use-entity-form';
import { useEntityForm } from './use-entity-form';

export type EntityFormPageProps<Entity extends EntityDefinition = EntityDefinition> = Omit<
  EntityFormOptions,
  'entity' | 'active' | 'sections'
> &
  EntityFormLayout & {
    entity: Entity;
    title: string;
    description?: string;
    /** Where 'Cancel' goes. */
    cancelTo: string;
    /** The save button's text; 'Save' by default. */
    submitLabel?: string;
    /** Buttons that save, then take a step of the entity's workflow. */
    steps?: readonly { step: ActionName<Entity>; label: string }[];
    /** Sections of the entity's fields to show instead of its definition's. */
    sections?: SectionsOf<Entity>;
    /** Content above the inputs. */
    before?: ReactNode;
    children?: ReactNode;
  };

export function EntityFormPage<Entity extends EntityDefinition>({
  title,
  description,
  cancelTo,
  submitLabel,
  steps = [],
  before,
  children,
  inputs,
  labels,
  readOnly,
  withVessel,
  ...options
}: EntityFormPageProps<Entity>) {
  const { t } = useTranslation();
  const state = useEntityForm(options);
  const isBlocked = state.conflict !== null;
  return (
    <>
      <PageHeader title={title} description={description} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <EntityFormBody
          state={state}
          title={title}
          before={before}
          inputs={inputs}
          labels={labels}
          readOnly={readOnly}
          withVessel={withVessel}
          actions={
            <>
              <Button variant="default" component={Link} to={cancelTo}>
                {t('entityUi:cancel')}
              </Button>
              <Button
                type="submit"
                variant={steps.length > 0 ? 'light' : 'filled'}
                loading={state.isBusy}
                disabled={isBlocked}
              >
                {submitLabel ?? t('entityUi:save')}
              </Button>
              {steps.map(({ step, label }) => (
                <Button
                  key={step}
                  type="button"
                  loading={state.isBusy}
                  disabled={isBlocked}
                  onClick={() => void state.submit(step)()}
                >
                  {label}
                </Button>
              ))}
            </>
          }
        >
          {children}
        </EntityFormBody>
      </Paper>
    </>
  );
}
