// What an admin does to one account (issue 11): edit, set a temporary password, unlock a locked
// sign-in, revoke the sessions, deactivate (which signs the user out) and reactivate. Offered only
// for users the admin manages, and never what nobody does to their own account.
import { ActionIcon, Button, Group, Menu, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { temporaryPasswordSchema } from '@mars/domain';
import type { UserAction } from '@mars/domain';
import {
  IconDots,
  IconKey,
  IconLockOpen,
  IconLogout,
  IconPencil,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { FormModalActions } from '../../app/form-modal';
import { issueKey } from '../../entity-ui/form-values';
import type { UserRow } from './users-api';
import { useUserAction } from './users-api';

/** Steps that end a user's work in progress: asked for once more. */
type ConfirmedAction = Extract<UserAction, 'deactivate' | 'revoke-sessions'>;

function TemporaryPasswordModal({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const action = useUserAction();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = temporaryPasswordSchema.safeParse(password, { reportInput: true });
    if (!password || !parsed.success) {
      setError(
        t(
          password
            ? issueKey(parsed.error!.issues[0] as Parameters<typeof issueKey>[0])
            : 'validation:required',
        ),
      );
      return;
    }
    try {
      await action.mutateAsync({ id: user!.id, action: 'temporary-password', password });
      notifications.show({
        color: 'green',
        message: t('users.actions.temporaryPasswordSet', { name: user!.full_name }),
      });
      setPassword('');
      onClose();
    } catch (failure) {
      setError(errorText(t, failure, 'errors:save_failed'));
    }
  }

  const title = t('users.actions.temporaryPasswordTitle', { name: user?.full_name ?? '' });
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('entityUi:close') }}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
        <Stack gap="md">
          <Text size="sm">{t('users.actions.temporaryPasswordHelp')}</Text>
          <PasswordInput
            label={t('users.form.temporaryPassword')}
            required
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <FormModalActions
            onCancel={onClose}
            submitLabel={t('users.actions.temporaryPassword')}
            isSaving={action.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

export function UserRowActions({ user, onEdit }: { user: UserRow; onEdit(user: UserRow): void }) {
  const { t } = useTranslation('admin');
  const { user: manager } = useAuth();
  const action = useUserAction();
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [settingPassword, setSettingPassword] = useState<UserRow | null>(null);
  if (!user.manageable) return null;
  const isOwn = user.id === manager?.id;

  async function run(step: UserAction) {
    try {
      await action.mutateAsync({ id: user.id, action: step });
      notifications.show({
        color: 'green',
        message: t(`users.actions.done.${step}`, { name: user.full_name }),
      });
      setConfirming(null);
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(t, error, 'errors:save_failed') });
    }
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('users.actions.label', { name: user.full_name })}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(user)}>
            {t('entityUi:edit')}
          </Menu.Item>
          {isOwn ? null : (
            <Menu.Item leftSection={<IconKey size={14} />} onClick={() => setSettingPassword(user)}>
              {t('users.actions.temporaryPassword')}
            </Menu.Item>
          )}
          {user.locked_until ? (
            <Menu.Item leftSection={<IconLockOpen size={14} />} onClick={() => void run('unlock')}>
              {t('users.actions.unlock')}
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconLogout size={14} />} onClick={() => setConfirming('revoke-sessions')}>
            {t('users.actions.revokeSessions')}
          </Menu.Item>
          {user.status === 'inactive' ? (
            <Menu.Item leftSection={<IconUserCheck size={14} />} onClick={() => void run('reactivate')}>
              {t('users.actions.reactivate')}
            </Menu.Item>
          ) : isOwn ? null : (
            <Menu.Item
              color="red"
              leftSection={<IconUserOff size={14} />}
              onClick={() => setConfirming('deactivate')}
            >
              {t('users.actions.deactivate')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`users.actions.confirm.${confirming}.title`, { name: user.full_name }) : ''}
        closeButtonProps={{ 'aria-label': t('entityUi:close') }}
      >
        <Text mb="lg">
          {confirming ? t(`users.actions.confirm.${confirming}.message`, { name: user.full_name }) : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('entityUi:cancel')}
          </Button>
          <Button color="red" loading={action.isPending} onClick={() => confirming && void run(confirming)}>
            {confirming ? t(`users.actions.confirm.${confirming}.confirm`) : ''}
          </Button>
        </Group>
      </Modal>
      <TemporaryPasswordModal user={settingPassword} onClose={() => setSettingPassword(null)} />
    </>
  );
}
