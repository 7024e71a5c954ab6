// Spec section 9: API 100 requests per minute, warn at 10 or fewer remaining. One warning toast per
// rate-limit window: it may show again only after the remaining count has recovered.
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { api, RATE_LIMIT_WARNING_THRESHOLD } from '../../data/api-client';

const RATE_LIMIT_WARNING_ID = 'api-rate-limit-warning';

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
