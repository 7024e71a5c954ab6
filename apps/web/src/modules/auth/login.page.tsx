// The public sign-in page, /login (spec sections 2, 5, 8 and 9).
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { LanguageSwitch } from '../../app/language-switch';
import { ApiError } from '../../data/api-client';
import { AccountEmailInput } from './account-email-input';
import { CaptchaField } from './captcha-field';
import { TwoFactorStep } from './two-factor-step';
import type { AttemptsNotice, LoginLock } from './login-messages';
import {
  attemptsNotice,
  formatWait,
  isLockedFor,
  lockUntil,
  normalizeEmail,
  redirectTarget,
  retryAfterSeconds,
} from './login-messages';
import { LoadingIndicator } from '../../app/loading-indicator';

/** Re-renders every second while `isTicking`, so a lock ends on time and its wait counts down. */
function useNow(isTicking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isTicking]);
  return now;
}

export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const { status, signIn, signedOutReason } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isSessionExpired = searchParams.get('session_expired') === 'true';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempts, setAttempts] = useState<AttemptsNotice | null>(null);
  const [lock, setLock] = useState<LoginLock | null>(null);
  const [isCaptchaRequired, setIsCaptchaRequired] = useState(false);
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [isTwoFactorStep, setIsTwoFactorStep] = useState(false);
  const now = useNow(lock !== null);
  const isLocked = isLockedFor(lock, email, now);
  const onCaptchaChange = useCallback((payload: string | undefined) => setCaptcha(payload), []);

  useEffect(() => {
    if (lock && now >= lock.until) setLock(null);
  }, [lock, now]);

  // Spec section 4: an expired session ends on /login?session_expired=true, wherever the guard sent
  // the user; the remembered place (location.state.from) is kept.
  useEffect(() => {
    if (status === 'unauthenticated' && signedOutReason === 'expired' && !isSessionExpired) {
      void navigate(
        { pathname: '/login', search: '?session_expired=true' },
        { replace: true, state: location.state },
      );
    }
  }, [status, signedOutReason, isSessionExpired, navigate, location.state]);

  if (status === 'loading') {
    return (
      <Center mih="100vh">
        <LoadingIndicator label={t('login.loading')} />
      </Center>
    );
  }
  if (status === 'authenticated') return <Navigate to={redirectTarget(location.state)} replace />;

  const waitText = (seconds: number) => formatWait((key, options) => t(key, options), seconds);

  function errorText(failure: ApiError): string {
    const key = `errors:${failure.code}`;
    if (!i18n.exists(key)) return t('errors:login_failed');
    return t(key, { time: waitText(retryAfterSeconds(failure.details) ?? 60) });
  }

  function showFailure(failure: ApiError) {
    if (failure.code === 'account_locked') {
      setLock({ email: normalizeEmail(email), until: lockUntil(failure.details, Date.now()) });
      setAttempts(null);
    } else {
      setError(failure);
      setAttempts(attemptsNotice(failure.details.attemptsRemaining));
    }
    if (
      ['captcha_required', 'captcha_invalid'].includes(failure.code) ||
      failure.details.captchaRequired === true
    ) {
      setIsCaptchaRequired(true);
    }
    if (captcha) {
      // A solved challenge is good for one sign-in: ask for a fresh one.
      setCaptcha(undefined);
      setCaptchaKey((key) => key + 1);
    }
  }

  /** The pending two-factor sign-in ended: the password is asked for again, with the reason. */
  function endTwoFactorStep(failure: ApiError | null) {
    setIsTwoFactorStep(false);
    setPassword('');
    if (failure) showFailure(failure);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || isLocked) return;
    setIsSubmitting(true);
    setError(null);
    try {
      const result = await signIn({
        email: email.trim(),
        password,
        rememberMe,
        ...(captcha ? { captcha } : {}),
      });
      if ('twoFactorRequired' in result) {
        // The password was right; the code of the second step is asked for next.
        setIsTwoFactorStep(true);
        setAttempts(null);
      }
    } catch (caught) {
      showFailure(caught instanceof ApiError ? caught : new ApiError(0, 'login_failed', String(caught)));
    } finally {
      setIsSubmitting(false);
    }
  }

  const visibleError = !isLocked && error && error.code !== 'captcha_required' ? error : null;

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Box>
              <Title order={1}>{t('login.productName')}</Title>
              <Text c="dimmed" size="sm">
                {t('login.tagline')}
              </Text>
            </Box>
            <LanguageSwitch />
          </Group>

          {isSessionExpired && (
            <Alert color="blue" icon={<IconClockHour4 size={18} />}>
              {t('login.sessionExpired')}
            </Alert>
          )}
          {isLocked && lock && (
            <Alert color="red" icon={<IconLock size={18} />}>
              {t('errors:account_locked', { time: waitText((lock.until - now) / 1000) })}
            </Alert>
          )}
          {visibleError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {errorText(visibleError)}
            </Alert>
          )}
          {!isLocked && attempts && (
            <Text
              size="sm"
              c={attempts.isWarning ? 'orange.8' : 'dimmed'}
              role="status"
              fw={attempts.isWarning ? 600 : 400}
            >
              {t(attempts.key, { count: attempts.count })}
            </Text>
          )}

          {isTwoFactorStep && <TwoFactorStep onEnd={endTwoFactorStep} />}
          <form onSubmit={(event) => void onSubmit(event)} hidden={isTwoFactorStep}>
            <Stack gap="sm">
              <AccountEmailInput
                label={t('login.email')}
                value={email}
                disabled={isSubmitting}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setAttempts(null);
                }}
              />
              <TextInput
                label={t('login.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                required
                withAsterisk={false}
                value={password}
                disabled={isSubmitting}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <Checkbox
                label={t('login.rememberMe')}
                checked={rememberMe}
                disabled={isSubmitting}
                onChange={(event) => setRememberMe(event.currentTarget.checked)}
              />
              {isCaptchaRequired && !isLocked && (
                <Stack gap="xs">
                  <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
                    {t('errors:captcha_required')}
                  </Alert>
                  <CaptchaField key={captchaKey} onChange={onCaptchaChange} />
                </Stack>
              )}
              <Button type="submit" fullWidth disabled={isSubmitting || isLocked}>
                {isLocked ? t('login.locked') : isSubmitting ? t('login.submitting') : t('login.submit')}
              </Button>
            </Stack>
          </form>
          <Anchor component={Link} to="/forgot-password" state={{ email }} size="sm" ta="center">
            {t('passwordReset:forgotLink')}
          </Anchor>

          <Text size="xs" c="dimmed" ta="center">
            {t('login.footer')}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
