// The sync indicator shows the true state (design.md section 12): in remote mode, whether the
// server can be reached, from navigator.onLine and the outcome of the last API calls.
import { Box, Group, Tooltip } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useConnectionState } from '../connection-status';

export function SyncIndicator() {
  const { t } = useTranslation('nav');
  const state = useConnectionState();
  const isOnline = state === 'online';
  const label = t(`header.sync.${state}`);
  return (
    <Tooltip label={t(`header.sync.${state}Hint`)} multiline w={240}>
      <Group
        gap={6}
        wrap="nowrap"
        role="status"
        aria-label={t('header.sync.label', { state: label })}
        tabIndex={0}
        px={6}
        py={4}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 }}
      >
        {isOnline ? (
          <IconWifi size={16} color="var(--mantine-color-green-8)" aria-hidden />
        ) : (
          <IconWifiOff size={16} color="var(--mantine-color-red-8)" aria-hidden />
        )}
        <Box component="span" fz="sm" fw={600} visibleFrom="sm">
          {label}
        </Box>
      </Group>
    </Tooltip>
  );
}
