// Spec section 9: checks the session every 30 s; at 5 minutes or less left a persistent
// 'Session Expiring Soon' toast counts down every second with 'Extend Session' and 'Logout Now';
// activity (mouse move, key press, click) extends the session at most once per 30 s; at expiry the
// user is signed out and ends on /login?session_expired=true. Also warns once when the API rate
// limit is nearly used up. Render it once inside the router, within the signed-in layout.
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockExclamation } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../../data/api-client';
import { useAuth } from './auth-context';
import { useRateLimitWarning } from './rate-limit-warning';
import {
  formatCountdown,
  mayExtendOnActivity,
  millisecondsLeft,
  SESSION_CHECK_INTERVAL_MS,
  sessionPhase,
} from './session-timing';

const WARNING_ID = 'session-expiring-soon';
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function SessionCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('auth');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Text size="sm" aria-live="polite">
      {t('sessionExpiry.countdown', { time: formatCountdown(millisecondsLeft(expiresAt, now)) })}
    </Text>
  );
}

export function SessionExpiryWatcher() {
  const { t } = useTranslation('auth');
  const { status, session, expireSession, extendSession } = useAuth();
  const lastExtendedAt = useRef(Date.now());
  const isExpiring = useRef(false);
  const expiresAt = status === 'authenticated' ? (session?.expiresAt ?? null) : null;

  useRateLimitWarning(status === 'authenticated');

  // Signing out sends the user to /login (the guard of the signed-in routes keeps the place) and the
  // sign-in page shows ?session_expired=true for an expired session (see LoginPage).
  const expire = useCallback(() => {
    if (isExpiring.current) return;
    isExpiring.current = true;
    notifications.hide(WARNING_ID);
    void expireSession();
  }, [expireSession]);

  const extend = useCallback(async () => {
    lastExtendedAt.current = Date.now();
    try {
      await extendSession();
    } catch (error) {
      console.warn('[session] extending the session failed', error);
    }
  }, [extendSession]);

  // A 401 on any call means the server ended the session; the auth context marks it as expired.
  useEffect(
    () =>
      api.onAuthStateChange((event) => {
        if (event === 'SESSION_EXPIRED') notifications.hide(WARNING_ID);
      }),
    [],
  );

  useEffect(() => {
    if (!expiresAt) {
      notifications.hide(WARNING_ID);
      return;
    }
    isExpiring.current = false;
    let isWarningShown = false;

    const check = () => {
      const phase = sessionPhase(expiresAt, Date.now());
      if (phase === 'expired') {
        expire();
      } else if (phase === 'warning' && !isWarningShown) {
        isWarningShown = true;
        notifications.show({
          id: WARNING_ID,
          color: 'yellow',
          icon: <IconClockExclamation size={18} />,
          title: t('sessionExpiry.title'),
          autoClose: false,
          withCloseButton: false,
          message: (
            <Stack gap="xs">
              <SessionCountdown expiresAt={expiresAt} />
              <Group gap="xs">
                <Button size="xs" onClick={() => void extend()}>
                  {t('sessionExpiry.extend')}
                </Button>
                <Button size="xs" variant="default" onClick={expire}>
                  {t('sessionExpiry.logoutNow')}
                </Button>
              </Group>
            </Stack>
          ),
        });
      } else if (phase === 'active' && isWarningShown) {
        isWarningShown = false;
        notifications.hide(WARNING_ID);
      }
    };

    check();
    const interval = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    const atExpiry = window.setTimeout(
      check,
      Math.min(MAX_TIMEOUT_MS, millisecondsLeft(expiresAt, Date.now()) + 250),
    );
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(atExpiry);
      notifications.hide(WARNING_ID);
    };
  }, [expiresAt, expire, extend, t]);

  useEffect(() => {
    if (!expiresAt) return;
    const onActivity = () => {
      const now = Date.now();
      if (!mayExtendOnActivity(lastExtendedAt.current, now)) return;
      if (sessionPhase(expiresAt, now) === 'expired') return;
      void extend();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    };
  }, [expiresAt, extend]);

  return null;
}
