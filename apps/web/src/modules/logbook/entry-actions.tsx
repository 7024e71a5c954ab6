// What the user may do with one entry on its detail page: Edit (while its state allows), the review
// steps of the declared workflow (entity-ui/workflow-actions.tsx: Reject asks for the reason), and
// Delete of a draft after a confirmation.
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { logbookEntryEntity, mayWriteLogbook, rowWritePermissions } from '@mars/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { api } from '../../data/api-client';
import { WorkflowActionButtons } from '../../entity-ui/workflow-actions';
import { refreshLogbook } from './logbook-api';

type Row = Record<string, unknown>;

export function EntryActions({ row }: { row: Row }) {
  const { t } = useTranslation('logbook');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isDeleting, setIsDeleting] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  if (!user) return null;
  const id = String(row.id);
  const number = String(row.entry_number ?? '');
  const canWrite = mayWriteLogbook(user.role);
  const permissions = rowWritePermissions(logbookEntryEntity, row);

  async function remove() {
    setIsRemoving(true);
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
      setIsRemoving(false);
      setIsDeleting(false);
    }
  }

  return (
    <Group gap="sm" wrap="wrap">
      {canWrite && permissions.edit ? (
        <Button
          component={Link}
          to={`/logbook/entries/${id}/edit`}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          {t('entityUi:edit')}
        </Button>
      ) : null}
      <WorkflowActionButtons entity={logbookEntryEntity} row={row} />
      {canWrite && permissions.remove ? (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setIsDeleting(true)}
        >
          {t('entityUi:delete')}
        </Button>
      ) : null}
      <Modal opened={isDeleting} onClose={() => setIsDeleting(false)} title={t('delete.title', { number })}>
        <Text mb="lg">{t('delete.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setIsDeleting(false)}>
            {t('entityUi:cancel')}
          </Button>
          <Button color="red" loading={isRemoving} onClick={() => void remove()}>
            {t('entityUi:delete')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
