// The classic status bar: 'Ready', the database state from the health check, and whether the user
// is active or idle.
import { Group, Text } from '@mantine/core';
import { useIdle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { useHealthQuery } from '../server-state';
import { databaseState } from './classic-status-bar-state';

/** The user counts as idle after five minutes without mouse, keyboard or touch input. */
export const IDLE_AFTER_MS = 5 * 60_000;

export function ClassicStatusBar() {
  const { t } = useTranslation('nav');
  const health = useHealthQuery();
  const isIdle = useIdle(IDLE_AFTER_MS);
  const database = databaseState(health.data, health.isError);
  return (
    <Group
      h="100%"
      px="sm"
      gap="lg"
      wrap="nowrap"
      className="mars-status-bar"
      role="status"
      aria-live="polite"
    >
      <Text size="xs">{t('classic.status.ready')}</Text>
      <Text size="xs">{t(`classic.status.database.${database}`)}</Text>
      <Text size="xs">{t(isIdle ? 'classic.status.userIdle' : 'classic.status.userActive')}</Text>
    </Group>
  );
}
