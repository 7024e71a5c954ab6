// Before turning two-factor authentication off or renewing the recovery codes, the user confirms it
// is them: with the password or a code (the server bounds the tries).
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText, fieldErrorKeys } from '../../app/error-text';
import type { IdentityProof } from './two-factor-api';

export type ConfirmIdentityModalProps = {
  title: string;
  /** What the change does, shown above the fields. */
  hint?: string;
  opened: boolean;
  onClose(): void;
  /** Carries out the change; a thrown ApiError is shown on its field. */
  onConfirm(proof: IdentityProof): Promise<void>;
};

export function ConfirmIdentityModal({ title, hint, opened, onClose, onConfirm }: ConfirmIdentityModalProps) {
  const { t } = useTranslation(['twoFactor', 'errors', 'validation', 'common']);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [isAttempted, setIsAttempted] = useState(false);

  const close = () => {
    setPassword('');
    setCode('');
    setFailure(null);
    setIsAttempted(false);
    onClose();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsAttempted(true);
    if (!password && !code.trim()) return;
    setIsSubmitting(true);
    setFailure(null);
    try {
      await onConfirm(password ? { password } : { code: code.trim() });
      close();
    } catch (error) {
      setFailure(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  const passwordKeys = fieldErrorKeys(failure, 'password');
  const codeKeys = fieldErrorKeys(failure, 'code');
  const isFieldFailure = passwordKeys.length > 0 || codeKeys.length > 0;
  const isEmpty = isAttempted && !password && !code.trim();

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          {hint && <Text size="sm">{hint}</Text>}
          <Text size="sm">{t('confirmIdentity.hint')}</Text>
          {failure !== null && !isFieldFailure && (
            <Alert color="red">{errorText(t, failure, 'errors:save_failed')}</Alert>
          )}
          <PasswordInput
            label={t('confirmIdentity.password')}
            autoComplete="current-password"
            value={password}
            disabled={isSubmitting || code.length > 0}
            error={
              passwordKeys.length > 0
                ? passwordKeys.map((key) => t(key)).join(' ')
                : isEmpty
                  ? t('validation:required')
                  : undefined
            }
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Text size="sm" c="dimmed" ta="center">
            {t('confirmIdentity.or')}
          </Text>
          <TextInput
            label={t('confirmIdentity.code')}
            autoComplete="one-time-code"
            maxLength={40}
            value={code}
            disabled={isSubmitting || password.length > 0}
            error={codeKeys.length > 0 ? codeKeys.map((key) => t(key)).join(' ') : undefined}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              {t('confirmIdentity.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('confirmIdentity.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
