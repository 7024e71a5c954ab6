// A user's two-factor state on the users page, with 'Reset' for an admin allowed to reset it (the
// user lost the device): a confirmation, then `POST /api/v1/users/:id/two-factor/reset`. Who may:
// @mars/domain mayResetTwoFactor (the server checks it again).
import type { UserRow } from '@mars/domain';
import { mayResetTwoFactor } from '@mars/domain';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { twoFactorApi } from './two-factor-api';

/** What the users list tells of a user (`GET /api/v1/users`). */
export type TwoFactorUserRow = Pick<UserRow, 'id' | 'full_name' | 'role'> &
  Partial<Pick<UserRow, 'two_factor_enabled' | 'vessel_ids'>>;

export function TwoFactorResetCell({ user, onReset }: { user: TwoFactorUserRow; onReset?(): void }) {
  const { t } = useTranslation(['twoFactor', 'errors', 'common']);
  const { user: me } = useAuth();
  const [isEnabled, setIsEnabled] = useState(Boolean(user.two_factor_enabled));
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const mayReset =
    me !== null &&
    isEnabled &&
    mayResetTwoFactor(
      { userId: me.id, role: me.role, vesselIds: me.vesselIds },
      { userId: user.id, role: user.role, vesselIds: user.vessel_ids ?? [] },
    );

  const close = () => {
    setIsConfirming(false);
    setFailure(null);
  };

  async function reset() {
    setIsSubmitting(true);
    setFailure(null);
    try {
      await twoFactorApi.reset(user.id);
      setIsEnabled(false);
      setIsConfirming(false);
      notifications.show({ color: 'green', message: t('reset.done', { name: user.full_name }) });
      onReset?.();
    } catch (error) {
      setFailure(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Badge
        variant="light"
        color={isEnabled ? 'green' : 'gray'}
        styles={{ root: { textTransform: 'none' } }}
      >
        {isEnabled ? t('reset.on') : t('reset.off')}
      </Badge>
      {mayReset && (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('reset.buttonLabel', { name: user.full_name })}
          onClick={() => setIsConfirming(true)}
        >
          {t('reset.button')}
        </Button>
      )}
      <Modal
        opened={isConfirming}
        onClose={close}
        title={t('reset.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('reset.message', { name: user.full_name })}</Text>
          {failure !== null && <Alert color="red">{errorText(t, failure, 'errors:save_failed')}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              {t('reset.cancel')}
            </Button>
            <Button color="red" loading={isSubmitting} onClick={() => void reset()}>
              {t('reset.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
