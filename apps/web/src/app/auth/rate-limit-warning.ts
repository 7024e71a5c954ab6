// Spec section 9: API 100 requests per minute, warn at 10 or fewer remaining. One warning toast per
// rate-limit window: it may show again only after the remaining count has recovered.
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { api, RATE_LIMIT_WARNING_THRESHOLD } from '../../data/api-client';
import { errorText } from '../error-text';

const RATE_LIMIT_WARNING_ID = 'api-rate-limit-warning';
const RATE_LIMITED_ID = 'api-rate-limited';

/**
 * Spec section 8: a 429 of the API limit shows 'API rate limit exceeded. Please try again in
 * {time}.' with the wait; it never signs the user out. Mounted once, signed in or not.
 */
export function useRateLimitedToast(): void {
  const { t } = useTranslation();

  useEffect(
    () =>
      api.onRateLimited((error) => {
        notifications.show({
          id: RATE_LIMITED_ID,
          color: 'red',
          title: t('auth:rateLimit.title'),
          message: errorText(t, error),
        });
      }),
    [t],
  );
}

export function useRateLimitWarning(isEnabled: boolean): void {
  const { t } = useTranslation('auth');

  useEffect(() => {
    if (!isEnabled) return;
    let hasWarned = false;
    return api.onRateLimitChange(({ remaining }) => {
      if (remaining > RATE_LIMIT_WARNING_THRESHOLD) {
        hasWarned = false;
        return;
      }
      if (hasWarned) return;
      hasWarned = true;
      notifications.show({
        id: RATE_LIMIT_WARNING_ID,
        color: 'yellow',
        title: t('rateLimit.title'),
        message: t('rateLimit.message', { count: remaining }),
      });
    });
  }, [isEnabled, t]);
}
