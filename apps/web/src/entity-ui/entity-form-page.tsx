// The page view of the form engine (use-entity-form.ts): a row's form as a screen of its own, with
// 'Save' and buttons that save and then take a workflow step ('Save and submit for review').
import { Button, Paper } from '@mantine/core';
import type { ActionName, EntityDefinition } from '@mars/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageHeader } from '../app/page-header';
import type { EntityFormViewProps } from './entity-form-body';
import { EntityFormBody, SaveButton, useEntityFormView } from './entity-form-body';

export type EntityFormPageProps<Entity extends EntityDefinition = EntityDefinition> =
  EntityFormViewProps<Entity> & {
    title: string;
    description?: string;
    /** Where 'Cancel' goes. */
    cancelTo: string;
    /** Buttons that save, then take a step of the entity's workflow. */
    steps?: readonly { step: ActionName<Entity>; label: string }[];
    /** Content above the inputs. */
    before?: ReactNode;
  };

export function EntityFormPage<Entity extends EntityDefinition>({
  title,
  description,
  cancelTo,
  submitLabel,
  steps = [],
  before,
  children,
  ...options
}: EntityFormPageProps<Entity>) {
  const { t } = useTranslation();
  const { state, layout } = useEntityFormView(options);
  return (
    <>
      <PageHeader title={title} description={description} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <EntityFormBody
          state={state}
          title={title}
          before={before}
          {...layout}
          actions={
            <>
              <Button variant="default" component={Link} to={cancelTo}>
                {t('entityUi:cancel')}
              </Button>
              <SaveButton state={state} type="submit" variant={steps.length > 0 ? 'light' : 'filled'}>
                {submitLabel ?? t('entityUi:save')}
              </SaveButton>
              {steps.map(({ step, label }) => (
                <SaveButton key={step} state={state} type="button" onClick={() => void state.submit(step)()}>
                  {label}
                </SaveButton>
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
