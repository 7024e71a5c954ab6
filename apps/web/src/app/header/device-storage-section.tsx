// The sync meter's part on this device's storage (issue 12 'Storage'): how much of the browser's
// quota MARS uses, whether the browser keeps the offline database or may clear it when space runs
// short, a way to ask again, and a warning before the quota is reached (80 %, then 95 %).
import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { KeepOutcome } from '../../offline/device-storage';
import { DEVICE_STORAGE_QUERY_KEY, keepDeviceStorage, readDeviceStorage } from '../../offline/device-storage';
import { useFormatters } from '../regional';

const LEVEL_COLORS = { ok: 'blue', warning: 'orange', error: 'red' } as const;
const GIGABYTE = 1024 ** 3;

export function DeviceStorageSection() {
  const { t } = useTranslation('nav');
  const format = useFormatters();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<KeepOutcome | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const { data: storage } = useQuery({
    queryKey: DEVICE_STORAGE_QUERY_KEY,
    queryFn: () => readDeviceStorage(),
    networkMode: 'always',
    staleTime: 30_000,
  });
  if (!storage) return null;

  const size = (bytes: number) =>
    bytes >= GIGABYTE
      ? format.number(bytes / GIGABYTE, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 })
      : format.megabytes(bytes);
  const percent = storage.share === null ? '' : format.number(storage.share, { style: 'percent' });

  async function ask() {
    setIsAsking(true);
    try {
      setOutcome(await keepDeviceStorage());
      await queryClient.invalidateQueries({ queryKey: DEVICE_STORAGE_QUERY_KEY });
    } finally {
      setIsAsking(false);
    }
  }

  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('header.syncPanel.storage.title')}
      </Text>
      {storage.usageBytes !== null && storage.quotaBytes !== null && storage.share !== null && (
        <>
          <Text size="sm">
            {t('header.syncPanel.storage.used', {
              used: size(storage.usageBytes),
              quota: size(storage.quotaBytes),
            })}
          </Text>
          <Progress
            value={Math.min(100, storage.share * 100)}
            color={LEVEL_COLORS[storage.level]}
            aria-label={t('header.syncPanel.storage.usedLabel')}
          />
        </>
      )}
      {storage.level !== 'ok' && (
        <Alert color={LEVEL_COLORS[storage.level]} p="xs">
          <Text size="sm">{t(`header.syncPanel.storage.level_${storage.level}`, { percent })}</Text>
        </Alert>
      )}
      {storage.persisted === true && (
        <Text size="sm" c="dimmed">
          {t('header.syncPanel.storage.kept')}
        </Text>
      )}
      {storage.persisted === false && (
        <>
          <Text size="sm" c="dimmed">
            {t('header.syncPanel.storage.notKept')}
          </Text>
          {outcome === 'refused' && (
            <Alert color="orange" p="xs">
              <Text size="sm">{t('header.syncPanel.storage.refused')}</Text>
            </Alert>
          )}
          <div>
            <Button size="xs" variant="light" loading={isAsking} onClick={() => void ask()}>
              {t('header.syncPanel.storage.keep')}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
