// The bell shows the number of unread notifications and opens /notifications (design.md section 12).
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useNotificationCounts } from '../server-state';

export function NotificationsBell() {
  const { t } = useTranslation('nav');
  const { data } = useNotificationCounts();
  const count = data?.unread ?? 0;
  const label = t('header.notifications', { count });
  return (
    <Tooltip label={label}>
      <Indicator
        label={count > 99 ? '99+' : count}
        size={18}
        color="red.8"
        disabled={count === 0}
        offset={6}
        // The count sits on the bell: a click on it must reach the link underneath.
        styles={{ indicator: { pointerEvents: 'none' } }}
      >
        <ActionIcon
          component={Link}
          to="/notifications"
          variant="subtle"
          color="gray"
          size="md"
          aria-label={label}
        >
          <IconBell size={18} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
