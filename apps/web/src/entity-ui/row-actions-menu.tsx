// Edit and delete of one row (delete after a confirmation), plus a screen's own actions.
import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EntityDefinition } from '@mars/domain';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../app/error-text';
import { useEntityClient } from '../app/data-source';
import { entityKeys } from './entity-keys';
import { entityLabel, rowTitle } from './entity-labels';

type Row = Record<string, unknown>;

/** A screen's own texts for the outcome of a delete (already translated). */
export type RowDeleteMessages = { deleted?: string; deleteFailed?: string };

/** What the row's state allows a writer to do (e.g. a submitted logbook entry is no longer edited). */
export type RowPermissions = { edit: boolean; remove: boolean };

export type RowActionsMenuProps = {
  entity: EntityDefinition;
  row: Row;
  canWrite: boolean;
  /** Narrows Edit and Delete by the row's state; both offered when not given. */
  permissions?: RowPermissions;
  onEdit(row: Row): void;
  extra?: ReactNode;
  messages?: RowDeleteMessages;
};

export function RowActionsMenu({
  entity,
  row,
  canWrite,
  permissions = { edit: true, remove: true },
  onEdit,
  extra,
  messages = {},
}: RowActionsMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const client = useEntityClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const title = rowTitle(t, entity, row);

  async function remove() {
    setIsDeleting(true);
    try {
      await client.remove(entity, String(row.id));
      notifications.show({ color: 'green', message: messages.deleted ?? t('entityUi:deleted') });
      setIsConfirming(false);
      await queryClient.invalidateQueries({ queryKey: entityKeys(entity).all });
    } catch (error) {
      const reason = errorText(t, error, 'errors:delete_failed');
      notifications.show({
        color: 'red',
        message: messages.deleteFailed ? `${messages.deleteFailed}: ${reason}` : reason,
      });
    } finally {
      setIsDeleting(false);
    }
  }

  const canEdit = canWrite && permissions.edit;
  const canRemove = canWrite && permissions.remove;
  if (!canEdit && !canRemove && !extra) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('entityUi:rowActions', { title })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canEdit ? (
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(row)}>
              {t('entityUi:edit')}
            </Menu.Item>
          ) : null}
          {extra}
          {canRemove ? (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setIsConfirming(true)}
            >
              {t('entityUi:delete')}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('entityUi:deleteConfirm.title', { entity: entityLabel(t, entity) })}
        closeButtonProps={{ 'aria-label': t('entityUi:close') }}
      >
        <Text mb="lg">{t('entityUi:deleteConfirm.message', { title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setIsConfirming(false)}>
            {t('entityUi:cancel')}
          </Button>
          <Button color="red" loading={isDeleting} onClick={() => void remove()}>
            {t('entityUi:deleteConfirm.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
