// Above the positions: each vessel's last position and when the next report is due (spec section 9:
// every 4 hours underway), so the watch officer sees at once whether a report is missing; for the
// selected vessel also the reporting requirements of the day with what is missing, and the latest
// position's data as the deck log carries it (position-reports-panel.tsx).
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { POSITION_REPORT_INTERVAL_HOURS } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../../app/vessel-context';
import { coordinateText } from '../../entity-ui/coordinate-input';
import type { LastPosition } from './navigation-api';
import { useLastPositions } from './navigation-api';
import { PositionReportsPanel, utcText } from './position-reports-panel';

export { utcText };

const HOUR_MS = 3_600_000;

/** Whether the next 4-hourly report of a ship underway is overdue at `now`. */
export function reportOverdue(position: Pick<LastPosition, 'status' | 'recorded_at'>, now: number): boolean {
  return (
    position.status === 'underway' &&
    now - Date.parse(position.recorded_at) > POSITION_REPORT_INTERVAL_HOURS * HOUR_MS
  );
}

export function LastPositionPanel() {
  const { t, i18n } = useTranslation('navigation');
  const { selectedVessel, vessels } = useVessel();
  const query = useLastPositions(selectedVessel?.id);
  const rows = query.data?.rows ?? [];
  if (query.isPending || rows.length === 0) return null;
  const names = new Map(vessels.map((vessel) => [vessel.id, vessel.name]));
  const now = Date.now();
  return (
    <Card withBorder padding="sm" aria-label={t('last.title')} component="section">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('last.title')}
        </Text>
        {rows.map((row) => {
          const overdue = reportOverdue(row, now);
          const due = new Date(Date.parse(row.recorded_at) + POSITION_REPORT_INTERVAL_HOURS * HOUR_MS);
          return (
            <Group key={row.vessel_id} gap="xs" wrap="wrap" data-testid="last-position">
              {selectedVessel ? null : (
                <Text size="sm" fw={500}>
                  {names.get(row.vessel_id) ?? ''}
                </Text>
              )}
              <Text size="sm" ff="monospace">
                {coordinateText(row.latitude, 'latitude', i18n.language)}{' '}
                {coordinateText(row.longitude, 'longitude', i18n.language)}
              </Text>
              <Text size="sm" c="dimmed">
                {utcText(row.recorded_at)}
              </Text>
              {row.status === 'underway' ? (
                <Badge color={overdue ? 'red' : 'gray'} variant="light">
                  {overdue
                    ? t('last.overdue', { time: utcText(due.toISOString()) })
                    : t('last.nextDue', { time: utcText(due.toISOString()) })}
                </Badge>
              ) : null}
            </Group>
          );
        })}
        <Text size="xs" c="dimmed">
          {t('last.rules')}
        </Text>
        <PositionReportsPanel vesselId={selectedVessel?.id} />
      </Stack>
    </Card>
  );
}
