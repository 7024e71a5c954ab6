// The stat cards of a list: `GET /api/v1/<resource>/stats` with the list's own filters (or the same
// counted by the offline database, on 'local'); a rate (an inspection's pass rate) in per cent.
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { EntityDefinition, EntityStats } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useFormatters } from '../app/regional';
import { useEntityClient } from '../app/data-source';
import { entityKeys } from './entity-keys';

export type { EntityStats };

const TONE_COLORS = { default: undefined, ok: 'green', warning: 'orange', danger: 'red' } as const;

export function StatCards({ entity, query }: { entity: EntityDefinition; query: Record<string, string> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stats = entity.stats ?? [];
  const client = useEntityClient();
  const result = useQuery({
    queryKey: entityKeys(entity).stats(query, client.source),
    queryFn: () => client.stats(entity, query),
    networkMode: client.networkMode,
    enabled: stats.length > 0,
  });
  if (stats.length === 0 || result.isError) return null;
  // A rate is a share in per cent, or a dash when there is nothing to take it of (StatDefinition).
  const statText = (stat: (typeof stats)[number], value: number | null | undefined) => {
    if (!stat.among) return format.number(value ?? 0);
    return value === null || value === undefined ? '–' : format.number(value / 100, { style: 'percent' });
  };
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(stats.length, 4) }} mb="md">
      {stats.map((stat) => (
        <Paper key={stat.key} withBorder p="md" data-testid={`stat-${stat.key}`}>
          <Text size="sm" c="dimmed">
            {t(`entities:${entity.name}.stats.${stat.key}`, { defaultValue: stat.key })}
          </Text>
          {result.data ? (
            <Text size="xl" fw={700} c={TONE_COLORS[stat.tone ?? 'default']}>
              {statText(stat, result.data.stats[stat.key])}
            </Text>
          ) : (
            <Skeleton height={28} mt={4} width={60} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
