// The steps the user may take on one entry (allowedLogbookActions), plus Edit and Delete of a draft.
// Reject asks for the required reason. Each outcome is a notification with spec section 8's texts.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LogbookAction } from '@mars/domain';
import {
  REJECTION_REASON_MIN_LENGTH,
  allowedLogbookActions,
  isLogbookDeletable,
  isLogbookEditable,
  logbookEntryEntity,
  mayWriteLogbook,
} from '@mars/domain';
import { IconArrowBackUp, IconCheck, IconPencil, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { api } from '../../data/api-client';
import { serverFieldErrors } from '../../entity-ui/form-values';
import { refreshLogbook, runLogbookStep } from './logbook-api';

type Row = Record<string, unknown>;

const ICONS: Record<LogbookAction, typeof IconCheck> = {
  submit: IconSend,
  withdraw: IconArrowBackUp,
  approve: IconCheck,
  reject: IconX,
};
const COLORS: Record<LogbookAction, string> = {
  submit: 'blue',
  withdraw: 'gray',
  approve: 'green',
  reject: 'red',
};

export function EntryActions({ row }: { row: Row }) {
  const { t } = useTranslation('logbook');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);
  const [isRejecting, setIsRejecting] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  if (!user) return null;
  const id = String(row.id);
  const status = String(row.status);
  const number = String(row.entry_number ?? '');
  const canWrite = mayWriteLogbook(user.role);
  const actions = allowedLogbookActions(status, user.role);

  async function run(action: LogbookAction, reason?: string): Promise<string | null> {
    setRunning(action);
    try {
      await runLogbookStep(id, action, { version: Number(row.version), ...(reason ? { reason } : {}) });
      notifications.show({ color: 'green', message: t(`messages.${action}Done`, { number }) });
      await refreshLogbook(queryClient);
      return null;
    } catch (error) {
      const fields = serverFieldErrors(error);
      const fieldKey = fields ? Object.values(fields)[0]?.[0] : undefined;
      const reasonText = fieldKey ? t(fieldKey) : errorText(t, error, 'errors:save_failed');
      notifications.show({ color: 'red', message: `${t(`messages.${action}Failed`)}: ${reasonText}` });
      await refreshLogbook(queryClient);
      return reasonText;
    } finally {
      setRunning(null);
    }
  }

  async function remove() {
    setRunning('delete');
    try {
      await api.remove(logbookEntryEntity.resource, id);
      notifications.show({ color: 'green', message: t('messages.deleted', { number }) });
      await refreshLogbook(queryClient);
      void navigate('/logbook/entries');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `${t('messages.deleteFailed')}: ${errorText(t, error, 'errors:delete_failed')}`,
      });
    } finally {
      setRunning(null);
      setIsDeleting(false);
    }
  }

  return (
    <Group gap="sm" wrap="wrap">
      {canWrite && isLogbookEditable(status) ? (
        <Button
          component={Link}
          to={`/logbook/entries/${id}/edit`}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          {t('entityUi:edit')}
        </Button>
      ) : null}
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            color={COLORS[action]}
            variant={action === 'withdraw' ? 'default' : 'filled'}
            leftSection={<Icon size={16} />}
            loading={running === action}
            disabled={running !== null && running !== action}
            onClick={() => (action === 'reject' ? setIsRejecting(true) : void run(action))}
          >
            {t(`actions.${action}`)}
          </Button>
        );
      })}
      {canWrite && isLogbookDeletable(status) ? (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setIsDeleting(true)}
        >
          {t('entityUi:delete')}
        </Button>
      ) : null}
      <RejectModal
        opened={isRejecting}
        number={number}
        onClose={() => setIsRejecting(false)}
        onReject={async (reason) => {
          const failure = await run('reject', reason);
          if (!failure) setIsRejecting(false);
          return failure;
        }}
      />
      <Modal opened={isDeleting} onClose={() => setIsDeleting(false)} title={t('delete.title', { number })}>
        <Text mb="lg">{t('delete.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setIsDeleting(false)}>
            {t('entityUi:cancel')}
          </Button>
          <Button color="red" loading={running === 'delete'} onClick={() => void remove()}>
            {t('entityUi:delete')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}

function RejectModal(props: {
  opened: boolean;
  number: string;
  onClose(): void;
  onReject(reason: string): Promise<string | null>;
}) {
  const { t } = useTranslation('logbook');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  async function submit() {
    if (reason.trim().length < REJECTION_REASON_MIN_LENGTH) {
      setError(t('validation:rejectionReasonRequired'));
      return;
    }
    setIsSending(true);
    const failure = await props.onReject(reason.trim());
    setIsSending(false);
    if (failure) setError(failure);
    else setReason('');
  }
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('reject.title', { number: props.number })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Textarea
            label={t('reject.reason')}
            description={t('reject.hint')}
            required
            autosize
            minRows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('entityUi:cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSending}>
              {t('actions.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
