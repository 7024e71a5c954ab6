// /logbook/watch-schedule: the watch periods of the vessel (the generic list and form), a 24-hour
// timeline of today's deck and engine watches (UTC), and 'Apply standard pattern'.
import { Box, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { WATCH_TYPES, mayWriteLogbook, watchPeriodEntity } from '@mars/domain';
import { IconClockPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { useVessel } from '../../app/vessel-context';
import { api } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { EntityListPage } from '../../entity-ui/entity-list-page';
import { ApplyPatternModal } from './apply-pattern-modal';
import { useReferenceNames } from '../../entity-ui/reference-options';
import type { WatchPeriodRow } from './watch-timeline';
import { timelineSegments } from './watch-timeline';

const HOURS = [0, 4, 8, 12, 16, 20, 24];
const COLORS = { deck: 'blue', engine: 'orange' } as const;

function WatchTimeline({ vesselId }: { vesselId: string }) {
  const { t } = useTranslation('logbook');
  const names = useReferenceNames('crewMember');
  const today = new Date().toISOString().slice(0, 10);
  const query = { vessel_id: vesselId, limit: '500', sort: 'start_time' };
  const periods = useQuery({
    queryKey: entityKeys(watchPeriodEntity).list(query),
    queryFn: () => api.list<WatchPeriodRow>(watchPeriodEntity.resource, query),
  });
  const segments = timelineSegments(periods.data?.rows ?? [], today);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} mb="md">
      <Title order={2} size="h4" mb="xs">
        {t('watch.timeline', { date: today })}
      </Title>
      <Stack gap="sm">
        {WATCH_TYPES.map((type) => (
          <div key={type}>
            <Text size="sm" fw={600} mb={4}>
              {t(`entities:watchPeriod.enums.watch_type.${type}`)}
            </Text>
            <Box
              pos="relative"
              h={40}
              style={{
                borderRadius: 4,
                background: 'var(--mantine-color-default-hover)',
                overflow: 'hidden',
              }}
              role="list"
              aria-label={t(`entities:watchPeriod.enums.watch_type.${type}`)}
            >
              {segments[type].length === 0 ? (
                <Text size="xs" c="dimmed" p={10} role="listitem">
                  {t('watch.none')}
                </Text>
              ) : null}
              {segments[type].map((segment) => {
                const officer = names.get(segment.officerId ?? '') ?? '';
                const label = `${segment.name}${officer ? ` · ${officer}` : ''}`;
                return (
                  <Tooltip key={`${segment.id}-${segment.start}`} label={label} withinPortal>
                    <Box
                      role="listitem"
                      aria-label={label}
                      pos="absolute"
                      top={2}
                      bottom={2}
                      left={`${(segment.start / 1440) * 100}%`}
                      w={`calc(${((segment.end - segment.start) / 1440) * 100}% - 2px)`}
                      bg={`${COLORS[type]}.1`}
                      c="dark.9"
                      px={4}
                      style={{
                        borderRadius: 3,
                        borderLeft: `3px solid var(--mantine-color-${COLORS[type]}-6)`,
                        overflow: 'hidden',
                        whiteSpace: 'nowrap',
                        fontSize: 11,
                        lineHeight: '18px',
                      }}
                    >
                      {segment.name}
                      <br />
                      {officer.split(',')[0]}
                    </Box>
                  </Tooltip>
                );
              })}
            </Box>
          </div>
        ))}
        <Group justify="space-between" gap={0} aria-hidden>
          {HOURS.map((hour) => (
            <Text key={hour} size="xs" c="dimmed">
              {String(hour).padStart(2, '0')}:00
            </Text>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('watch.utcNote')}
        </Text>
      </Stack>
    </Paper>
  );
}

export function WatchSchedulePage() {
  const { t } = useTranslation('logbook');
  const { user } = useAuth();
  const { selectedVessel } = useVessel();
  const [isApplying, setIsApplying] = useState(false);
  const canWrite = user !== null && mayWriteLogbook(user.role);
  return (
    <>
      <EntityListPage
        entity={watchPeriodEntity}
        title={t('nav:items.watchSchedule')}
        headerActions={
          canWrite ? (
            <Button
              variant="default"
              leftSection={<IconClockPlay size={16} />}
              onClick={() => setIsApplying(true)}
            >
              {t('pattern.title')}
            </Button>
          ) : null
        }
        toolbar={selectedVessel ? <WatchTimeline vesselId={selectedVessel.id} /> : null}
        messages={{
          created: t('messages.watchCreated'),
          updated: t('messages.watchUpdated'),
          createFailed: t('messages.watchCreateFailed'),
          updateFailed: t('messages.watchUpdateFailed'),
          deleted: t('messages.watchDeleted'),
          deleteFailed: t('messages.watchDeleteFailed'),
        }}
      />
      <ApplyPatternModal opened={isApplying} onClose={() => setIsApplying(false)} />
    </>
  );
}
