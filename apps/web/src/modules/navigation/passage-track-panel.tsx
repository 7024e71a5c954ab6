// In a passage's form (issue 14): the distance, duration and average speed from the ship's positions
// since its departure (to its arrival, or now while under way), as the server computes them from the
// stored positions (passageTrackSummary), and the track with its waypoints on the map.
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { usePassageTrack } from './navigation-api';
import { TrackMap } from './track-map';

export function PassageTrackPanel({ passageId }: { passageId: string }) {
  const { t, i18n } = useTranslation();
  const query = usePassageTrack(passageId);
  if (!query.data) return null;
  const summary = query.data.summary;
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const value = (figure: number | null, unit: string) =>
    figure === null ? t('navigation:track.none') : `${number.format(figure)} ${unit}`;
  return (
    <Stack gap={4} component="section" aria-labelledby="passage-track-title" data-testid="passage-track">
      <Text fw={600} size="sm" id="passage-track-title">
        {t('navigation:track.title')}
      </Text>
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          {t('entities:passage.fields.distance_nm')}: {value(summary.distance_nm, 'NM')}
        </Text>
        <Text size="sm">
          {t('entities:passage.fields.duration_hours')}: {value(summary.duration_hours, 'h')}
        </Text>
        <Text size="sm">
          {t('entities:passage.fields.average_speed_kn')}: {value(summary.average_speed_kn, 'kn')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('navigation:track.from', { count: summary.positions })}
      </Text>
      {query.data.track.length > 0 || query.data.waypoints.length > 0 ? (
        <TrackMap
          track={query.data.track}
          waypoints={query.data.waypoints}
          label={t('navigation:map.passageLabel', { count: query.data.track.length })}
        />
      ) : null}
    </Stack>
  );
}
