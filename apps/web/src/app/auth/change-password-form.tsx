// Change password (spec section 5: at least 8 characters with an uppercase letter, a lowercase
// letter, a number and a special character; the two passwords must match). The policy is shown
// live; the server checks it again and its answer (`details.fields.newPassword`) is shown too.
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { api, ApiError } from '../../data/api-client';
import { fieldErrorKeys } from '../error-text';
import { isNewPasswordAcceptable, NewPasswordFields } from './new-password-fields';

export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation(['profile', 'validation', 'errors']);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isAttempted, setIsAttempted] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const serverPolicyErrors = fieldErrorKeys(serverError, 'newPassword');
  const isCurrentWrong = serverError?.code === 'invalid_current_password';
  const otherError = serverError && !isCurrentWrong && serverPolicyErrors.length === 0 ? serverError : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsAttempted(true);
    setServerError(null);
    if (!currentPassword || !isNewPasswordAcceptable(newPassword, confirmation)) return;
    setIsSubmitting(true);
    try {
      await api.changePassword({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
      setIsAttempted(false);
      notifications.show({ color: 'green', message: t('profile:password.changed') });
      onChanged?.();
    } catch (error) {
      setServerError(error instanceof ApiError ? error : new ApiError(0, 'save_failed', String(error)));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="sm" maw={420}>
          <Title order={2} size="h4">
            {t('profile:password.title')}
          </Title>
          {otherError && (
            <Alert color="red">
              {t(`errors:${otherError.code}`, { defaultValue: t('errors:save_failed') })}
            </Alert>
          )}
          <PasswordInput
            label={t('profile:password.current')}
            autoComplete="current-password"
            required
            value={currentPassword}
            disabled={isSubmitting}
            error={
              isCurrentWrong
                ? t('errors:invalid_current_password')
                : isAttempted && !currentPassword
                  ? t('validation:required')
                  : undefined
            }
            onChange={(event) => {
              setCurrentPassword(event.currentTarget.value);
              setServerError(null);
            }}
          />
          <NewPasswordFields
            newPassword={newPassword}
            confirmation={confirmation}
            onNewPasswordChange={(value) => {
              setNewPassword(value);
              setServerError(null);
            }}
            onConfirmationChange={setConfirmation}
            isAttempted={isAttempted}
            isDisabled={isSubmitting}
            serverErrors={serverPolicyErrors}
          />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {t('profile:password.submit')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('profile:password.othersSignedOut')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
