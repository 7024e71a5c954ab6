// /forgot-password (public): asks for a reset link by mail. The answer is the same whether or not
// the email has an account, and so is the screen (README 'Forgotten password').
import { PASSWORD_RESET_LINK_MINUTES } from '@mars/domain/first-screen';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { errorText } from '../../app/error-text';
import { api, ApiError } from '../../data/api-client';
import { fieldErrorKeys } from '../../app/error-text';
import { PublicCard } from '../../app/public-card';
import { AccountEmailInput } from './account-email-input';

/** The email typed on the sign-in page comes along (router state), so it need not be typed again. */
function emailFrom(state: unknown): string {
  const email =
    typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email : '';
}

export function ForgotPasswordPage() {
  const { t } = useTranslation(['passwordReset', 'errors', 'validation']);
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFrom(location.state));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    setError(null);
    try {
      await api.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, 'something_went_wrong', String(caught)));
    } finally {
      setIsSubmitting(false);
    }
  }

  const emailErrors = fieldErrorKeys(error, 'email');
  const backLink = (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      {t('backToSignIn')}
    </Anchor>
  );

  if (sentTo !== null) {
    return (
      <PublicCard overline={t('auth:login.productName')} title={t('request.sentTitle')}>
        <Alert color="green" icon={<IconMailForward size={18} />} role="status">
          {t('request.sent', { email: sentTo, minutes: PASSWORD_RESET_LINK_MINUTES })}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('request.sentHint')}
        </Text>
        {backLink}
      </PublicCard>
    );
  }

  return (
    <PublicCard overline={t('auth:login.productName')} title={t('request.title')}>
      <Text size="sm">{t('request.intro')}</Text>
      {error && emailErrors.length === 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {errorText(t, error, 'errors:something_went_wrong')}
        </Alert>
      )}
      <form onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="sm">
          <AccountEmailInput
            label={t('request.email')}
            value={email}
            disabled={isSubmitting}
            error={emailErrors.length > 0 ? t(emailErrors[0]!) : undefined}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" fullWidth disabled={isSubmitting}>
            {isSubmitting ? t('request.submitting') : t('request.submit')}
          </Button>
        </Stack>
      </form>
      {backLink}
    </PublicCard>
  );
}
