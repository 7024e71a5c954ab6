// On the local database before the vessel's data has arrived (the first load under way, or no sync
// completed yet): every screen says so above its content, so an empty list or a dashboard of zeros
// is not taken for the vessel's record. Gone once the first load is complete.
import { Alert } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { firstLoadPercent } from './header/sync-indicator';
import { useFormatters } from './regional';
import type { SyncStatus } from './sync-status';
import { useSync } from './sync-status';

/** Whether the device is still without (all of) the vessel's data. */
export function isStillLoading(status: SyncStatus | null): boolean {
  return status !== null && (status.firstLoad !== null || status.lastSyncAt === null);
}

export function FirstLoadNoticeOf({ status }: { status: SyncStatus | null }) {
  const { t } = useTranslation('nav');
  const format = useFormatters();
  if (!status || !isStillLoading(status)) return null;
  const load = status.firstLoad;
  return (
    <Alert
      color="blue"
      variant="light"
      mb="md"
      role="status"
      icon={<IconCloudDownload size={18} />}
      data-testid="first-load-notice"
    >
      {load
        ? t('header.sync.stillLoadingPercent', { percent: firstLoadPercent(load, format) })
        : t('header.sync.stillLoading')}
    </Alert>
  );
}

export function FirstLoadNotice() {
  const { status } = useSync();
  return <FirstLoadNoticeOf status={status} />;
}
