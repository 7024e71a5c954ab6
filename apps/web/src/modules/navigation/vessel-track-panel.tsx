// The selected vessel's track of the last 7, 30 or 90 days on the positions screen (issue 14), on a
// map that works offline (track-map.tsx); opened on demand, so the coastline loads only when asked for.
import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { TRACK_DAYS } from '@mars/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../../app/vessel-context';
import { useVesselTrack } from './navigation-api';
import { TrackMap } from './track-map';

function VesselTrack({ vesselId, vesselName }: { vesselId: string; vesselName: string }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<(typeof TRACK_DAYS)[number]>(7);
  const query = useVesselTrack(vesselId, days);
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={String(days)}
        onChange={(value) => setDays(Number(value) as (typeof TRACK_DAYS)[number])}
        data={TRACK_DAYS.map((value) => ({
          value: String(value),
          label: t('navigation:map.days', { count: value }),
        }))}
        aria-label={t('navigation:map.period')}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.data ? (
        <TrackMap
          track={query.data.track}
          label={t('navigation:map.label', { vessel: vesselName, count: days })}
        />
      ) : null}
    </Stack>
  );
}

export function VesselTrackPanel() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const [open, setOpen] = useState(false);
  if (!selectedVessel) return null;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="vessel-track-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm" id="vessel-track-title">
            {t('navigation:map.title')}
          </Text>
          <Button size="xs" variant="light" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? t('navigation:map.hide') : t('navigation:map.show')}
          </Button>
        </Group>
        {open ? <VesselTrack vesselId={selectedVessel.id} vesselName={selectedVessel.name} /> : null}
      </Stack>
    </Card>
  );
}
