// 'Clear cache' (settings 'Data and backup'): forgets what this browser keeps of MARS's data - the
// answers held in memory (TanStack Query), the Cache Storage of the app and its service worker, and the
// app's remembered choices in localStorage - but keeps the sign-in and the preferences (language,
// layout, timezone, colour scheme), after a confirmation.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { IconEraser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SESSION_STORAGE_KEY } from '../../app/auth/session-store';
import { LANGUAGE_STORAGE_KEY } from '../../app/i18n';
import { COLOR_SCHEME_STORAGE_KEY, LAYOUT_STORAGE_KEY, TIMEZONE_STORAGE_KEY } from '../../app/preferences';

/** What 'Clear cache' leaves: the sign-in and the preferences. */
export const KEPT_STORAGE_KEYS: readonly string[] = [
  SESSION_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  LAYOUT_STORAGE_KEY,
  TIMEZONE_STORAGE_KEY,
  COLOR_SCHEME_STORAGE_KEY,
];

export async function clearBrowserCache(
  queryClient: QueryClient,
  storage: Storage | undefined,
): Promise<void> {
  if (storage) {
    const appKeys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && key.startsWith('mars.') && !KEPT_STORAGE_KEYS.includes(key),
    );
    for (const key of appKeys) storage.removeItem(key);
  }
  if (typeof caches !== 'undefined') {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  }
  // Answers no screen shows are dropped; the ones on screen are fetched anew.
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.resetQueries({ type: 'active' });
}

export function ClearCache() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [isOpen, dialog] = useDisclosure(false);
  const [isClearing, setClearing] = useState(false);

  const clear = async () => {
    setClearing(true);
    try {
      await clearBrowserCache(queryClient, globalThis.localStorage);
      notifications.show({ color: 'green', message: t('dataBackup.clearCache.done') });
      dialog.close();
    } finally {
      setClearing(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('dataBackup.clearCache.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('dataBackup.clearCache.description')}
      </Text>
      <Group>
        <Button variant="default" leftSection={<IconEraser size={18} aria-hidden />} onClick={dialog.open}>
          {t('dataBackup.clearCache.action')}
        </Button>
      </Group>
      <Modal
        opened={isOpen}
        onClose={dialog.close}
        title={t('dataBackup.clearCache.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('entityUi:close') }}
      >
        <Stack>
          <Text size="sm">{t('dataBackup.clearCache.confirmMessage')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              {t('dataBackup.cancel')}
            </Button>
            <Button color="red" loading={isClearing} onClick={() => void clear()}>
              {t('dataBackup.clearCache.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
