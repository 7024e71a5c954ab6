// Change password (spec section 5: at least 8 characters with an uppercase letter, a lowercase
// letter, a number and a special character; the two passwords must match). The policy is shown
// live; the server checks it again and its answer (`details.fields.newPassword`) is shown too.
import { passwordConfirmationError, passwordPolicyErrors } from '@mars/domain';
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldErrorKeys } from '../../app/error-text';
import { api, ApiError } from '../../data/api-client';

const POLICY_RULES = [
  'validation:password.minLength',
  'validation:password.uppercase',
  'validation:password.lowercase',
  'validation:password.number',
  'validation:password.special',
] as const;

export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation(['profile', 'validation', 'errors']);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isAttempted, setIsAttempted] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const policyErrors: string[] = passwordPolicyErrors(newPassword);
  const mismatch = confirmation || isAttempted ? passwordConfirmationError(newPassword, confirmation) : null;
  const serverPolicyErrors = serverError ? fieldErrorKeys(serverError, 'newPassword') : [];
  const isCurrentWrong = serverError?.code === 'invalid_current_password';
  const otherError = serverError && !isCurrentWrong && serverPolicyErrors.length === 0 ? serverError : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsAttempted(true);
    setServerError(null);
    if (!currentPassword || policyErrors.length > 0 || passwordConfirmationError(newPassword, confirmation))
      return;
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

  const newPasswordError =
    serverPolicyErrors.length > 0
      ? serverPolicyErrors.map((key) => t(key)).join(' ')
      : isAttempted && policyErrors.length > 0
        ? t(policyErrors[0] ?? 'validation:required')
        : undefined;

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
          <PasswordInput
            label={t('profile:password.new')}
            autoComplete="new-password"
            required
            value={newPassword}
            disabled={isSubmitting}
            error={newPasswordError}
            onChange={(event) => {
              setNewPassword(event.currentTarget.value);
              setServerError(null);
            }}
          />
          <List spacing={4} size="sm" center aria-label={t('profile:password.policy')}>
            {POLICY_RULES.map((rule) => {
              const isMet = newPassword.length > 0 && !policyErrors.includes(rule);
              return (
                <List.Item
                  key={rule}
                  icon={
                    <ThemeIcon size={16} radius="xl" color={isMet ? 'green' : 'gray'}>
                      {isMet ? <IconCheck size={12} /> : <IconX size={12} />}
                    </ThemeIcon>
                  }
                >
                  <Text size="sm" c={isMet ? 'green.8' : 'dimmed'}>
                    {t(rule)}
                    <VisuallyHidden>
                      {' '}
                      ({isMet ? t('profile:password.ruleMet') : t('profile:password.ruleNotMet')})
                    </VisuallyHidden>
                  </Text>
                </List.Item>
              );
            })}
          </List>
          <PasswordInput
            label={t('profile:password.confirm')}
            autoComplete="new-password"
            required
            value={confirmation}
            disabled={isSubmitting}
            error={mismatch ? t(mismatch) : undefined}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
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
