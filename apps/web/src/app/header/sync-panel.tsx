// The sync meter the Master can see (issue 12): what the state means, pending changes, the last and
// the next sync, the bytes of today each way against the day's budget (25 MB, spec section 9), the
// last daily comparison with the server (the drift check), what it repaired and whether it is still under way, the conflicts to review, 'Sync now', and - for the Master and the admins - the override when the
// budget is spent. Loaded when the indicator is first opened.
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { ADMIN_ROLES } from '@mars/domain';
import type { Role } from '@mars/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DAILY_BUDGET_BYTES } from '../../offline/sync-schedule';
import { useAuth } from '../auth/auth-context';
import { useFormatters } from '../regional';
import type { SyncStatus } from '../sync-status';
import { useSync } from '../sync-status';
import { DeviceStorageSection } from './device-storage-section';
import { SyncFileSection } from './sync-file-section';
import { SyncVesselsSection } from './sync-vessels-section';
import { firstLoadPercent } from './sync-indicator';

const BUDGET_COLORS = { ok: 'blue', warning: 'orange', error: 'red' } as const;
const OVERRIDE_ROLES: readonly Role[] = [...ADMIN_ROLES, 'master'];

export function SyncPanel({
  status,
  hint,
  onReview,
}: {
  status: SyncStatus;
  hint: string;
  onReview(): void;
}) {
  const { t } = useTranslation('nav');
  const format = useFormatters();
  const { user } = useAuth();
  const { syncNow, overrideBudget } = useSync();
  const [isBusy, setIsBusy] = useState(false);
  const megabytes = format.megabytes;
  const { budget } = status;
  const mayOverride = Boolean(user && OVERRIDE_ROLES.includes(user.role)) && !budget.mayRun;

  async function act(action: () => Promise<void>) {
    setIsBusy(true);
    try {
      await action();
    } finally {
      setIsBusy(false);
    }
  }

  const facts: [string, string][] = [
    [t('header.syncPanel.pending'), format.number(status.pending)],
    [
      t('header.syncPanel.lastSync'),
      status.lastSyncAt ? format.dateTime(status.lastSyncAt) : t('header.syncPanel.never'),
    ],
    [t('header.syncPanel.nextSync'), status.nextSyncAt ? format.dateTime(status.nextSyncAt) : '-'],
    [t('header.syncPanel.sent'), megabytes(budget.sentBytes)],
    [t('header.syncPanel.received'), megabytes(budget.receivedBytes)],
    [
      t('header.syncPanel.driftCheck'),
      status.driftCheck ? format.dateTime(status.driftCheck.at) : t('header.syncPanel.never'),
    ],
  ];
  const drift = status.driftCheck;
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('header.syncPanel.title')}</Text>
      <Text size="sm">{hint}</Text>
      {status.firstLoad && <FirstLoadProgressBar status={status} load={status.firstLoad} />}
      <Stack gap={4} component="dl" m={0}>
        {facts.map(([term, value]) => (
          <Group key={term} justify="space-between" wrap="nowrap">
            <Text size="sm" component="dt" c="dimmed">
              {term}
            </Text>
            <Text size="sm" component="dd" m={0} fw={600}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      {drift && (drift.repaired > 0 || drift.deferred > 0) && (
        <Text size="xs" c="dimmed" data-testid="sync-drift-result">
          {[
            drift.repaired > 0 && t('header.syncPanel.driftRepaired', { count: drift.repaired }),
            // A round the budget cut short: it goes on from where it stopped (drift-repair.ts).
            drift.deferred > 0 &&
              t('header.syncPanel.driftUnderWay', {
                count: drift.deferred,
                since: format.dateTime(drift.startedAt ?? drift.at),
              }),
          ]
            .filter(Boolean)
            .join(' ')}
        </Text>
      )}
      <div>
        <Text size="sm" mb={4}>
          {t('header.syncPanel.budget', {
            used: megabytes(budget.usedBytes),
            total: megabytes(DAILY_BUDGET_BYTES),
          })}
        </Text>
        <Progress
          value={Math.min(100, budget.usedShare * 100)}
          color={BUDGET_COLORS[budget.level]}
          aria-label={t('header.syncPanel.budgetLabel')}
        />
      </div>
      {budget.level !== 'ok' && (
        <Alert color={BUDGET_COLORS[budget.level]} p="xs">
          <Text size="sm">{t(`header.syncPanel.budget_${budget.level}`)}</Text>
        </Alert>
      )}
      <DeviceStorageSection />
      <SyncVesselsSection />
      <SyncFileSection />
      {status.conflicts > 0 && (
        <Alert color="orange" p="xs">
          <Text size="sm">{t('header.syncPanel.conflicts', { count: status.conflicts })}</Text>
          <Button size="xs" variant="subtle" color="orange" px={0} onClick={onReview}>
            {t('header.syncPanel.review')}
          </Button>
        </Alert>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          loading={isBusy}
          disabled={!budget.mayRun || status.phase === 'offline'}
          onClick={() => void act(syncNow)}
        >
          {t('header.syncPanel.syncNow')}
        </Button>
        {mayOverride && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            loading={isBusy}
            onClick={() => void act(overrideBudget)}
          >
            {t('header.syncPanel.override')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The first load's progress bar: how many of the feed's changes are on this device. */
function FirstLoadProgressBar({
  status,
  load,
}: {
  status: SyncStatus;
  load: NonNullable<SyncStatus['firstLoad']>;
}) {
  const { t } = useTranslation('nav');
  const format = useFormatters();
  const percent = firstLoadPercent(load, format);
  return (
    <div>
      <Text size="sm" mb={4}>
        {t('header.syncPanel.firstLoad.text', {
          done: format.number(load.done),
          total: format.number(load.total),
          percent,
        })}
      </Text>
      <Progress
        value={load.total > 0 ? Math.min(100, (load.done / load.total) * 100) : 0}
        aria-label={t('header.syncPanel.firstLoad.label')}
        animated={status.phase === 'syncing'}
        striped={status.phase === 'syncing'}
      />
      {status.phase !== 'syncing' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('header.syncPanel.firstLoad.paused')}
        </Text>
      )}
    </div>
  );
}
