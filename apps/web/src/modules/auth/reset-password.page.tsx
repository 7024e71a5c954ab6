// /reset-password#token=… (public): the page a mailed reset link opens. It checks the link first, then
// asks for the new password (spec section 5's policy); a used, expired or unknown link is told as
// such, with the way to a new one. The token travels in the fragment, which no server logs.
import { Alert, Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { errorText } from '../../app/error-text';
import { LoadingIndicator } from '../../app/loading-indicator';
import { api, ApiError } from '../../data/api-client';
import { fieldErrorKeys } from '../../app/error-text';
import { isNewPasswordAcceptable, NewPasswordFields } from '../../app/auth/new-password-fields';
import { PublicCard } from '../../app/public-card';

type LinkState =
  { kind: 'checking' } | { kind: 'refused'; error: ApiError } | { kind: 'ready' } | { kind: 'done' };

const LINK_REFUSALS = [
  'password_reset_token_invalid',
  'password_reset_token_expired',
  'password_reset_token_used',
];

function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

function asApiError(caught: unknown): ApiError {
  return caught instanceof ApiError ? caught : new ApiError(0, 'something_went_wrong', String(caught));
}

export function ResetPasswordPage() {
  const { t } = useTranslation(['passwordReset', 'errors']);
  const token = tokenFromHash(useLocation().hash);
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isAttempted, setIsAttempted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const check = token
      ? api.verifyPasswordReset(token)
      : Promise.reject(new ApiError(400, 'password_reset_token_invalid', 'no token'));
    check.then(
      () => isCurrent && setLink({ kind: 'ready' }),
      (caught: unknown) => isCurrent && setLink({ kind: 'refused', error: asApiError(caught) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsAttempted(true);
    setError(null);
    if (!token || isSubmitting || !isNewPasswordAcceptable(newPassword, confirmation)) return;
    setIsSubmitting(true);
    try {
      await api.resetPassword({ token, newPassword });
      setLink({ kind: 'done' });
    } catch (caught) {
      const failure = asApiError(caught);
      if (LINK_REFUSALS.includes(failure.code)) setLink({ kind: 'refused', error: failure });
      else setError(failure);
    } finally {
      setIsSubmitting(false);
    }
  }

  if (link.kind === 'checking') {
    return (
      <PublicCard overline={t('auth:login.productName')} title={t('reset.title')}>
        <Center py="md">
          <LoadingIndicator label={t('reset.checking')} />
        </Center>
      </PublicCard>
    );
  }
  if (link.kind === 'refused') {
    return (
      <PublicCard overline={t('auth:login.productName')} title={t('reset.title')}>
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {errorText(t, link.error, 'errors:password_reset_token_invalid')}
        </Alert>
        <Button component={Link} to="/forgot-password" variant="light" fullWidth>
          {t('reset.requestNew')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('backToSignIn')}
        </Anchor>
      </PublicCard>
    );
  }
  if (link.kind === 'done') {
    return (
      <PublicCard overline={t('auth:login.productName')} title={t('reset.doneTitle')}>
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {t('reset.done')}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          {t('reset.signIn')}
        </Button>
      </PublicCard>
    );
  }

  const serverErrors = fieldErrorKeys(error, 'newPassword');
  return (
    <PublicCard overline={t('auth:login.productName')} title={t('reset.title')}>
      <Text size="sm">{t('reset.intro')}</Text>
      {error && serverErrors.length === 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {errorText(t, error, 'errors:save_failed')}
        </Alert>
      )}
      <form onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="sm">
          <NewPasswordFields
            newPassword={newPassword}
            confirmation={confirmation}
            onNewPasswordChange={(value) => {
              setNewPassword(value);
              setError(null);
            }}
            onConfirmationChange={setConfirmation}
            isAttempted={isAttempted}
            isDisabled={isSubmitting}
            serverErrors={serverErrors}
          />
          <Button type="submit" fullWidth disabled={isSubmitting}>
            {isSubmitting ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('backToSignIn')}
      </Anchor>
    </PublicCard>
  );
}
