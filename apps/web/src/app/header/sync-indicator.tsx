// The sync indicator shows the true state (design.md section 12). On 'remote': whether the server can
// be reached (navigator.onLine and the outcome of the last API calls). On 'local': the sync's state -
// synced, syncing, N pending, offline, budget spent, or failed - with the spec's texts, and a click
// opens the meter (bytes today each way, pending changes, last and next sync, conflicts).
import { Box, Group, Popover, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloudCheck,
  IconCloudUpload,
  IconGauge,
  IconRefresh,
  IconWifi,
  IconWifiOff,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConnectionState } from '../connection-status';
import { LoadingIndicator } from '../loading-indicator';
import { useFormatters } from '../regional';
import type { SyncStatus } from '../sync-status';
import { useSync } from '../sync-status';

const SyncPanel = lazy(() => import('./sync-panel').then((module) => ({ default: module.SyncPanel })));
const SyncConflicts = lazy(() =>
  import('./sync-conflicts').then((module) => ({ default: module.SyncConflicts })),
);

/** The first load's share done, as the user's locale writes a percentage. */
export function firstLoadPercent(
  load: { done: number; total: number },
  format: Pick<ReturnType<typeof useFormatters>, 'number'>,
): string {
  return format.number(load.total > 0 ? Math.min(1, load.done / load.total) : 0, {
    style: 'percent',
  });
}

const PILL = { border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 } as const;

export function SyncIndicator() {
  const { status } = useSync();
  return status ? <LocalSyncIndicator status={status} /> : <ConnectionIndicator />;
}

function ConnectionIndicator() {
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
        style={PILL}
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

const PHASE_ICONS = {
  synced: { icon: IconCloudCheck, color: 'green' },
  syncing: { icon: IconRefresh, color: 'blue' },
  pending: { icon: IconCloudUpload, color: 'blue' },
  offline: { icon: IconWifiOff, color: 'red' },
  budget: { icon: IconGauge, color: 'orange' },
  error: { icon: IconAlertTriangle, color: 'red' },
} as const;

/** The indicator's words for a sync state, and the sentence that explains it. */
export function syncTexts(
  t: (key: string, options?: Record<string, unknown>) => string,
  status: SyncStatus,
  format: Pick<ReturnType<typeof useFormatters>, 'number'>,
) {
  const load = status.firstLoad;
  if (load && status.phase === 'syncing') {
    const numbers = { done: format.number(load.done), total: format.number(load.total) };
    return {
      label: t('header.sync.firstLoad', { percent: firstLoadPercent(load, format) }),
      hint: t('header.sync.firstLoadHint', numbers),
    };
  }
  const label = t(`header.sync.${status.phase}`, { count: status.pending });
  const hint =
    status.phase === 'error'
      ? t('header.sync.errorHint', { details: status.error ?? '' })
      : status.isSlow && status.phase !== 'offline'
        ? t('header.sync.slowHint')
        : t(`header.sync.${status.phase}Hint`, { count: status.pending });
  return { label, hint };
}

function LocalSyncIndicator({ status }: { status: SyncStatus }) {
  const { t } = useTranslation('nav');
  const { syncNow } = useSync();
  const [isOpen, setIsOpen] = useState(false);
  const [isReviewing, setIsReviewing] = useState(false);
  const format = useFormatters();
  const { label, hint } = syncTexts(t, status, format);
  const { icon: Icon, color } = PHASE_ICONS[status.phase];
  return (
    <>
      <Popover
        opened={isOpen}
        onChange={setIsOpen}
        position="bottom-end"
        width={320}
        shadow="md"
        withinPortal
        trapFocus
      >
        <Popover.Target>
          <Tooltip label={hint} multiline w={260}>
            <UnstyledButton
              onClick={() => setIsOpen((open) => !open)}
              aria-label={t('header.sync.label', { state: label })}
              aria-description={hint}
              px={6}
              py={4}
              style={PILL}
            >
              <Group gap={6} wrap="nowrap">
                <Icon size={16} color={`var(--mantine-color-${color}-8)`} aria-hidden />
                <Box component="span" fz="sm" fw={600} visibleFrom="sm" aria-live="polite">
                  {label}
                </Box>
              </Group>
            </UnstyledButton>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown
          aria-label={t('header.syncPanel.title')}
          // The panel grows with the vessels and the file: on a phone it scrolls within the screen.
          style={{ maxHeight: 'calc(100dvh - 5rem)', overflowY: 'auto' }}
        >
          <Suspense fallback={<LoadingIndicator />}>
            <SyncPanel
              status={status}
              hint={hint}
              onReview={() => {
                setIsOpen(false);
                setIsReviewing(true);
              }}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
      {isReviewing && (
        <Suspense fallback={null}>
          <SyncConflicts opened onClose={() => setIsReviewing(false)} onChanged={() => void syncNow()} />
        </Suspense>
      )}
    </>
  );
}
