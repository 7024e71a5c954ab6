// The self-hosted ALTCHA proof-of-work widget (spec section 9: CAPTCHA after 3 failures). The
// widget code is imported only when a CAPTCHA is required, so the sign-in chunk stays small.
import type {} from 'altcha/types/react';
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text';
import { LoadingIndicator } from '../../app/loading-indicator';
import { api } from '../../data/api-client';

export const CAPTCHA_CHALLENGE_PATH = '/auth/captcha';

type WidgetState = { state?: string; payload?: string };

export function CaptchaField({ onChange }: { onChange: (payload: string | undefined) => void }) {
  const { t } = useTranslation('auth');
  const widgetRef = useRef<HTMLElement>(null);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The challenge is fetched here, not by the widget, so that a refusal (too many challenges from
  // this address, HTTP 429) is told in the user's language with its wait.
  const [challenge, setChallenge] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let isActive = true;
    Promise.all([import('altcha'), api.request<unknown>('GET', CAPTCHA_CHALLENGE_PATH)])
      .then(([, data]) => {
        if (!isActive) return;
        setChallenge(JSON.stringify(data));
        setLoadState('ready');
      })
      .catch((error: unknown) => {
        console.error('[captcha] the challenge could not be loaded', error);
        if (!isActive) return;
        setRefusal(errorText(t, error, 'auth:login.captchaUnavailable'));
        setLoadState('failed');
      });
    return () => {
      isActive = false;
    };
  }, [t]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (loadState !== 'ready' || !widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<WidgetState>).detail;
      onChangeRef.current(detail.state === 'verified' ? detail.payload : undefined);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [loadState]);

  if (loadState === 'failed')
    return (
      <Text c="red" size="sm">
        {refusal ?? t('login.captchaUnavailable')}
      </Text>
    );
  if (loadState === 'loading') return <LoadingIndicator size="sm" label={t('login.captchaLoading')} />;
  return <altcha-widget ref={widgetRef} challenge={challenge} name="captcha" />;
}
