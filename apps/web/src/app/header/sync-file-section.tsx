// The sync panel's file carried on board (issue 12; docs/sync.md, 'A file carried on board'): ashore,
// the snapshot file of the vessels ticked is downloaded (snapshot-download.tsx); on board, the Master
// picks it, the browser checks it (organization, vessels, who may read it, not older than the
// device's data, no vessel of the device left out) and loads it with a progress bar; the device
// then keeps the file's vessels and the sync goes on from its cursor. A refused file says why.
import { Alert, Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { isOrganizationAdmin } from '@mars/domain/first-screen';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { localDatabase } from '../../offline/local-client';
import type { FirstLoadProgress } from '../../offline/sync-engine';
import type { SnapshotReader } from '../../offline/snapshot-file';
import { loadSnapshot, readSnapshotFile, SnapshotError } from '../../offline/snapshot-file';
import { useAuth } from '../auth/auth-context';
import { useFormatters } from '../regional';
import { useSync } from '../sync-status';
import { SnapshotDownload } from './snapshot-download';
import { firstLoadPercent } from './sync-indicator';

type Outcome = { kind: 'loaded'; text: string } | { kind: 'refused'; text: string };

/** Runs `work` while no sync runs in any tab (the runner's Web Lock), so the two never interleave. */
async function withoutSync<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('mars-sync', work) : work();
}

export function SyncFileSection() {
  const { t } = useTranslation('nav');
  const format = useFormatters();
  const { user } = useAuth();
  const { syncNow } = useSync();
  const [progress, setProgress] = useState<FirstLoadProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function load(file: File | null) {
    if (!file || !user) return;
    setOutcome(null);
    setProgress({ done: 0, total: 1 });
    try {
      const snapshot = await readSnapshotFile(file);
      // The session's vessels: a device that has loaded nothing yet has no vessel list of its own.
      const reader: SnapshotReader = {
        organizationId: user.organizationId,
        role: user.role,
        vesselIds: isOrganizationAdmin(user.role) ? 'all' : user.vesselIds,
      };
      const { rows } = await withoutSync(() =>
        loadSnapshot(localDatabase(), snapshot, reader, { onProgress: setProgress }),
      );
      setOutcome({
        kind: 'loaded',
        text: t('header.syncPanel.file.loaded', {
          count: rows,
          vessel: new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(
            snapshot.vessels.map((vessel) => vessel.name),
          ),
          date: format.dateTime(snapshot.createdAt),
        }),
      });
      void syncNow();
    } catch (caught) {
      const text =
        caught instanceof SnapshotError
          ? t(`header.syncPanel.file.refused_${caught.reason}`)
          : t('header.syncPanel.file.failed', { details: caught instanceof Error ? caught.message : '' });
      setOutcome({ kind: 'refused', text });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap={6} component="section" aria-label={t('header.syncPanel.file.title')}>
      <Text size="sm" fw={600}>
        {t('header.syncPanel.file.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('header.syncPanel.file.hint')}
      </Text>
      <SnapshotDownload />
      <FileButton onChange={(file) => void load(file)} accept=".gz,application/gzip">
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconFileImport size={14} aria-hidden />}
            loading={progress !== null}
          >
            {t('header.syncPanel.file.load')}
          </Button>
        )}
      </FileButton>
      {progress && (
        <div>
          <Text size="xs" mb={4}>
            {t('header.syncPanel.file.loading', {
              done: format.number(progress.done),
              total: format.number(progress.total),
              percent: firstLoadPercent(progress, format),
            })}
          </Text>
          <Progress
            value={Math.min(100, (progress.done / Math.max(1, progress.total)) * 100)}
            aria-label={t('header.syncPanel.file.loadingLabel')}
            striped
            animated
          />
        </div>
      )}
      {outcome && (
        <Alert color={outcome.kind === 'loaded' ? 'green' : 'red'} p="xs" role="status">
          <Text size="sm">{outcome.text}</Text>
        </Alert>
      )}
    </Stack>
  );
}
