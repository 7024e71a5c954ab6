// The one action UI of declared workflows (packages/domain workflow.ts): the steps the user may take
// on a row (availableActions; the server checks them again) as buttons or row-menu items, the dialog
// of an action's input, and the outcome written once: a notification in the entity's own words, the
// input's field errors in the dialog, and a refused step (someone else moved the row on) explained
// and the screen reloaded.
import { Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EntityDefinition } from '@mars/domain';
import { actionHasInput, availableActions, workflowAction } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../app/auth/auth-context';
import { useEntityClient } from '../app/data-source';
import { serverFieldErrors } from './form-values';
import type { WorkflowOutcome } from './workflow-action-dialog';
import { WorkflowActionDialog } from './workflow-action-dialog';
import { actionText, failureText, toneOf } from './workflow-texts';

type Row = Record<string, unknown>;

/**
 * The steps of an entity's rows: which ones the user may take, and taking one (an action with input
 * opens `dialog`, which the screen renders once). `onDone` gets the stepped row.
 */
export function useWorkflowActions(entity: EntityDefinition, options: { onDone?(row: Row): void } = {}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const client = useEntityClient();
  const [running, setRunning] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ row: Row; action: string } | null>(null);

  async function take(row: Row, action: string, input: Row = {}): Promise<WorkflowOutcome> {
    setRunning(`${String(row.id)}:${action}`);
    try {
      const body = { ...input, version: Number(row.version) };
      const stepped = await client.step<Row>(entity, String(row.id), action, body);
      notifications.show({ color: 'green', message: actionText(t, entity, action, 'done', row) });
      options.onDone?.(stepped);
      return null;
    } catch (error) {
      const inputNames = Object.keys(workflowAction(entity, action)?.input ?? {});
      const fields = serverFieldErrors(error);
      if (fields && Object.keys(fields).every((name) => inputNames.includes(name))) return { fields };
      const message = `${actionText(t, entity, action, 'failed', row)}: ${failureText(t, entity, error)}`;
      notifications.show({ color: 'red', message });
      return { message };
    } finally {
      setRunning(null);
      // A step moves the row and, through the module's hooks, others (equipment, planned jobs, the
      // logbook's chain): every screen on show reloads what it shows.
      await queryClient.invalidateQueries();
    }
  }

  function start(row: Row, action: string): void {
    if (actionHasInput(workflowAction(entity, action))) setAsking({ row, action });
    else void take(row, action);
  }

  const dialog = (
    <WorkflowActionDialog
      entity={entity}
      target={asking}
      onClose={() => setAsking(null)}
      onSubmit={async (input) => {
        if (!asking) return null;
        // On a failure the dialog stays, with what was typed and why it failed.
        const outcome = await take(asking.row, asking.action, input);
        if (!outcome) setAsking(null);
        return outcome;
      }}
    />
  );

  return {
    actionsOf: (row: Row) => availableActions(entity, row, user),
    start,
    isRunning: (row: Row, action?: string) =>
      running !== null && running.startsWith(`${String(row.id)}:${action ?? ''}`),
    dialog,
  };
}

export type WorkflowActions = ReturnType<typeof useWorkflowActions>;

/** The steps of one row as buttons, with their dialog (a detail page, a form). */
export function WorkflowActionButtons(props: {
  entity: EntityDefinition;
  row: Row;
  onDone?(row: Row): void;
  size?: 'xs' | 'sm';
}) {
  const { entity, row, size = 'sm' } = props;
  const { t } = useTranslation();
  const workflow = useWorkflowActions(entity, { onDone: props.onDone });
  const actions = workflow.actionsOf(row);
  return (
    <>
      {actions.length > 0 ? (
        <Group gap="xs" wrap="wrap" role="group" aria-label={t('entityUi:workflow.label')}>
          {actions.map((action) => {
            const { color, variant, Icon } = toneOf(entity, action);
            return (
              <Button
                key={action}
                size={size}
                color={color}
                variant={variant}
                leftSection={<Icon size={size === 'xs' ? 14 : 16} />}
                loading={workflow.isRunning(row, action)}
                disabled={workflow.isRunning(row) && !workflow.isRunning(row, action)}
                onClick={() => workflow.start(row, action)}
              >
                {actionText(t, entity, action, 'label', row)}
              </Button>
            );
          })}
        </Group>
      ) : null}
      {workflow.dialog}
    </>
  );
}

/**
 * The steps of one row as items of its menu. An action's dialog must live outside the menu (a
 * closing menu unmounts its items): the screen renders `workflow.dialog` once.
 */
export function WorkflowActionItems(props: {
  entity: EntityDefinition;
  row: Row;
  workflow: WorkflowActions;
}) {
  const { entity, row, workflow } = props;
  const { t } = useTranslation();
  const actions = workflow.actionsOf(row);
  if (actions.length === 0) return null;
  return (
    <>
      <Menu.Divider />
      {actions.map((action) => {
        const { color, Icon } = toneOf(entity, action);
        return (
          <Menu.Item
            key={action}
            leftSection={<Icon size={14} />}
            color={color === 'red' ? 'red' : undefined}
            onClick={() => workflow.start(row, action)}
          >
            {actionText(t, entity, action, 'label', row)}
          </Menu.Item>
        );
      })}
    </>
  );
}
