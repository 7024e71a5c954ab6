// The workflow steps of a work order (start, complete, cancel, reopen) as buttons or menu items;
// completing asks for the completion date and, optionally, the running hours and notes.
import { Button, Group, Menu, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WorkOrderAction } from '@mars/domain';
import { allowedWorkOrderActions, mayWriteMaintenance } from '@mars/domain';
import { IconCheck, IconPlayerPlay, IconRotate, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { ApiError } from '../../data/api-client';
import { refreshMaintenance, runWorkOrderStep } from './maintenance-api';

type Row = Record<string, unknown>;

const ICONS: Record<WorkOrderAction, typeof IconCheck> = {
  start: IconPlayerPlay,
  complete: IconCheck,
  cancel: IconX,
  reopen: IconRotate,
};
const COLORS: Record<WorkOrderAction, string> = {
  start: 'blue',
  complete: 'green',
  cancel: 'red',
  reopen: 'gray',
};

function useWorkOrderStep(row: Row, onDone?: (row: Row) => void) {
  const { t } = useTranslation('maintenance');
  const queryClient = useQueryClient();
  const [isRunning, setIsRunning] = useState(false);
  return {
    isRunning,
    async run(action: WorkOrderAction, body: Parameters<typeof runWorkOrderStep>[2] = {}) {
      setIsRunning(true);
      try {
        const updated = await runWorkOrderStep(String(row.id), action, {
          version: Number(row.version),
          ...body,
        });
        notifications.show({
          color: 'green',
          message: t(`steps.done.${action}`, { number: row.work_order_number }),
        });
        await refreshMaintenance(queryClient);
        onDone?.(updated);
        return true;
      } catch (error) {
        const message =
          error instanceof ApiError && error.code === 'invalid_transition'
            ? t('steps.invalidTransition', {
                status: t(`entities:workOrder.enums.status.${String(error.details.status)}`),
              })
            : errorText(t, error, 'errors:save_failed');
        notifications.show({ color: 'red', message });
        return false;
      } finally {
        setIsRunning(false);
      }
    },
  };
}

/** Asks for the completion date and, optionally, the running hours and notes; then completes. */
export function CompleteWorkOrderModal(props: {
  row: Row | null;
  onClose(): void;
  onDone?: (row: Row) => void;
}) {
  const { t } = useTranslation('maintenance');
  const step = useWorkOrderStep(props.row ?? {}, props.onDone);
  const [completedDate, setCompletedDate] = useState(dayjs().format('YYYY-MM-DD'));
  const [hours, setHours] = useState<number | string>('');
  const [notes, setNotes] = useState('');
  async function submit() {
    const ok = await step.run('complete', {
      completed_date: completedDate || undefined,
      running_hours: typeof hours === 'number' ? hours : undefined,
      completion_notes: notes.trim() ? notes.trim() : undefined,
    });
    if (ok) {
      setHours('');
      setNotes('');
      props.onClose();
    }
  }
  return (
    <Modal
      opened={props.row !== null}
      onClose={props.onClose}
      title={t('steps.completeTitle', { number: props.row?.work_order_number })}
    >
      <Stack>
        <TextInput
          type="date"
          label={t('entities:workOrder.fields.completed_date')}
          value={completedDate}
          onChange={(event) => setCompletedDate(event.currentTarget.value)}
          max={dayjs().format('YYYY-MM-DD')}
          required
        />
        <NumberInput
          label={t('steps.runningHours')}
          description={t('steps.runningHoursHint')}
          value={hours}
          onChange={setHours}
          min={0}
        />
        <Textarea
          label={t('entities:workOrder.fields.completion_notes')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('entityUi:cancel')}
          </Button>
          <Button
            color="green"
            loading={step.isRunning}
            disabled={!completedDate}
            onClick={() => void submit()}
          >
            {t('steps.actions.complete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function useAllowedActions(row: Row): WorkOrderAction[] {
  const { user } = useAuth();
  if (!user || !mayWriteMaintenance(user.role) || typeof row.status !== 'string') return [];
  return allowedWorkOrderActions(row.status);
}

/**
 * The allowed steps as items of a row menu. Completing opens a dialog, which must live outside the
 * menu (a closing menu unmounts its items): the screen renders CompleteWorkOrderModal.
 */
export function WorkOrderStepItems({ row, onComplete }: { row: Row; onComplete(row: Row): void }) {
  const { t } = useTranslation('maintenance');
  const step = useWorkOrderStep(row);
  const actions = useAllowedActions(row);
  if (actions.length === 0) return null;
  return (
    <>
      <Menu.Divider />
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Menu.Item
            key={action}
            leftSection={<Icon size={14} />}
            color={action === 'cancel' ? 'red' : undefined}
            onClick={() => (action === 'complete' ? onComplete(row) : void step.run(action))}
          >
            {t(`steps.actions.${action}`)}
          </Menu.Item>
        );
      })}
    </>
  );
}

/** The allowed steps as buttons (in the work order's form). */
export function WorkOrderStepButtons({ row, onDone }: { row: Row; onDone?: (row: Row) => void }) {
  const { t } = useTranslation('maintenance');
  const step = useWorkOrderStep(row, onDone);
  const actions = useAllowedActions(row);
  const [completing, setCompleting] = useState<Row | null>(null);
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('steps.label')} role="group">
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="xs"
            variant={action === 'cancel' || action === 'reopen' ? 'default' : 'filled'}
            color={COLORS[action]}
            leftSection={<Icon size={14} />}
            loading={step.isRunning}
            onClick={() => (action === 'complete' ? setCompleting(row) : void step.run(action))}
          >
            {t(`steps.actions.${action}`)}
          </Button>
        );
      })}
      <CompleteWorkOrderModal row={completing} onClose={() => setCompleting(null)} onDone={onDone} />
    </Group>
  );
}
