// The snapshot file to carry on board, downloaded ashore (issue 12; docs/sync.md, 'A file carried on
// board'): a user of one vessel gets its file; a user of several ticks the vessels that go into one
// file (the selected vessel at first), for a ship that carries data of two vessels or a laptop that
// keeps several offline. The link is a plain download, so the browser's download manager resumes a
// cut one (the server keeps the file and answers byte ranges).
import { Anchor, Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../vessel-context';

/**
 * Vessels in one file at most: the server's SYNC_MAX_VESSELS (the header is on the first screen,
 * which does not load the sync protocol; snapshot-download.test.tsx checks that the two agree).
 */
export const FILE_MAX_VESSELS = 50;

/** The address of the file of these vessels. */
export function snapshotUrl(vessels: readonly string[]): string {
  return `/api/v1/sync/snapshot?vessel=${vessels.join(',')}`;
}

export function SnapshotDownload() {
  const { t } = useTranslation('nav');
  const { vessels, selectedVessel } = useVessel();
  const first = selectedVessel ?? vessels[0] ?? null;
  // Untouched, the selected vessel (the list may arrive after the first render).
  const [ticked, setTicked] = useState<string[] | null>(null);
  if (!first) return null;
  const chosen = ticked ?? [first.id];

  const link = (ids: readonly string[], label: string) => (
    <Anchor
      size="sm"
      href={snapshotUrl(ids)}
      download
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconDownload size={14} aria-hidden />
      {label}
    </Anchor>
  );
  if (vessels.length < 2)
    return link([first.id], t('header.syncPanel.file.download', { vessel: first.name }));

  // In the order of the list, whatever the order of ticking.
  const ids = vessels.map((vessel) => vessel.id).filter((id) => chosen.includes(id));
  const only = ids.length === 1 ? vessels.find((vessel) => vessel.id === ids[0]) : undefined;
  const error =
    ids.length === 0
      ? t('header.syncPanel.file.noVessel')
      : ids.length > FILE_MAX_VESSELS
        ? t('header.syncPanel.file.tooManyVessels', { max: FILE_MAX_VESSELS })
        : undefined;
  return (
    <Stack gap={6}>
      <Checkbox.Group
        label={t('header.syncPanel.file.vessels')}
        description={t('header.syncPanel.file.vesselsHint')}
        value={chosen}
        onChange={setTicked}
        error={error}
      >
        <ScrollArea.Autosize mah={180} type="auto" mt={4}>
          <Stack gap={4}>
            {vessels.map((vessel) => (
              <Checkbox key={vessel.id} value={vessel.id} label={vessel.name} size="sm" />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      {error === undefined &&
        link(
          ids,
          only
            ? t('header.syncPanel.file.download', { vessel: only.name })
            : t('header.syncPanel.file.downloadVessels', { count: ids.length }),
        )}
      {error === undefined && (
        <Text size="xs" c="dimmed">
          {t('header.syncPanel.file.resumable')}
        </Text>
      )}
    </Stack>
  );
}
