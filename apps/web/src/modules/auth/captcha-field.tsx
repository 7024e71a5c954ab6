// The self-hosted ALTCHA proof-of-work widget (spec section 9: CAPTCHA after 3 failures). The
// widget code is imported only when a CAPTCHA is required, so the sign-in chunk stays small.
import type {} from 'altcha/types/react';
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../app/loading-indicator';

export const CAPTCHA_CHALLENGE_URL = '/api/v1/auth/captcha';

type WidgetState = { state?: string; payload?: string };

export function CaptchaField({ onChange }: { onChange: (payload: string | undefined) => void }) {
  const { t } = useTranslation('auth');
  const widgetRef = useRef<HTMLElement>(null);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let isActive = true;
    import('altcha')
      .then(() => isActive && setLoadState('ready'))
      .catch((error: unknown) => {
        console.error('[captcha] the widget could not be loaded', error);
        if (isActive) setLoadState('failed');
      });
    return () => {
      isActive = false;
    };
  }, []);

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
        {t('login.captchaUnavailable')}
      </Text>
    );
  if (loadState === 'loading') return <LoadingIndicator size="sm" label={t('login.captchaLoading')} />;
  return <altcha-widget ref={widgetRef} challenge={CAPTCHA_CHALLENGE_URL} name="captcha" />;
}
