// The second step of signing in (spec section 5: 'Two-factor code: 6 digits'): after the right
// password a user with two-factor authentication types the code of the authenticator app, or one of
// the recovery codes. No session exists before it. A pending sign-in that ends (expired, too many
// wrong codes, the account locked) goes back to the password with the reason (`onEnd`).
import { isTwoFactorCode, normalizeRecoveryCode } from '@mars/domain/first-screen';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { api, ApiError } from '../../data/api-client';
import { attemptsNotice } from './login-messages';

export type TwoFactorStepProps = {
  /** The pending sign-in is over: the password must be given again; `failure` says why. */
  onEnd(failure: ApiError | null): void;
};

export function TwoFactorStep({ onEnd }: TwoFactorStepProps) {
  const { t } = useTranslation(['twoFactor', 'auth', 'errors', 'validation']);
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const isWellFormed = isRecovery ? normalizeRecoveryCode(code) !== null : isTwoFactorCode(code);
    if (!isWellFormed) {
      setFieldError(isRecovery ? t('errors:invalid_two_factor_code') : t('validation:twoFactorCode'));
      return;
    }
    setIsSubmitting(true);
    setFieldError(null);
    setFailure(null);
    try {
      // A right code signs in: the auth state changes and the sign-in page leaves.
      await api.verifyTwoFactor(code.trim());
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(0, 'login_failed', String(caught));
      if (error.code === 'invalid_two_factor_code' || error.code === 'validation_failed') {
        setFailure(error);
        setCode('');
      } else {
        onEnd(error);
      }
    } finally {
      setIsSubmitting(false);
    }
  }

  const attempts = failure ? attemptsNotice(failure.details.attemptsRemaining) : null;
  const switchMode = () => {
    setIsRecovery((value) => !value);
    setCode('');
    setFieldError(null);
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('signIn.title')}
      </Title>
      <Text size="sm">{isRecovery ? t('signIn.recoveryHint') : t('signIn.codeHint')}</Text>
      {failure && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {t(`errors:${failure.code}`, { defaultValue: t('errors:login_failed') })}
        </Alert>
      )}
      {attempts && (
        <Text size="sm" c={attempts.isWarning ? 'red.9' : 'dimmed'} role="status">
          {t(`auth:${attempts.key}`, { count: attempts.count })}
        </Text>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            key={isRecovery ? 'recovery' : 'authenticator'}
            label={isRecovery ? t('signIn.recoveryCode') : t('signIn.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode={isRecovery ? 'text' : 'numeric'}
            maxLength={isRecovery ? 11 : 7}
            autoFocus
            required
            withAsterisk={false}
            value={code}
            disabled={isSubmitting}
            error={fieldError}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setFieldError(null);
            }}
          />
          <Button type="submit" fullWidth disabled={isSubmitting}>
            {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component="button" type="button" size="sm" onClick={switchMode}>
        {isRecovery ? t('signIn.useAuthenticator') : t('signIn.useRecoveryCode')}
      </Anchor>
      <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => onEnd(null)}>
        {t('signIn.back')}
      </Anchor>
    </Stack>
  );
}
