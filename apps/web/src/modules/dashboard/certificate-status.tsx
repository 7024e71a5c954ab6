// Certificate status: the certificates in force split into valid, expiring within 30 days and expired,
// as one bar with a legend (no chart library: Mantine's Progress).
import { Anchor, Group, Paper, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { CertificateCounts } from '@mars/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormatters } from '../../app/regional';

const PARTS = [
  { key: 'valid', color: 'green' },
  { key: 'expiring', color: 'orange' },
  { key: 'expired', color: 'red' },
] as const;

export function CertificateStatus({ counts }: { counts: CertificateCounts }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatters();
  const total = counts.valid + counts.expiring + counts.expired;
  const percent = (value: number) => (total === 0 ? 0 : (value / total) * 100);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="certificate-status-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="certificate-status-title">
          {t('certificateStatus.title')}
        </Title>
        <Anchor component={Link} to="/certificates" size="sm">
          {t('certificateStatus.all', { count: total })}
        </Anchor>
      </Group>
      {total === 0 ? (
        <Text c="dimmed">{t('certificateStatus.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Progress.Root size={22} radius="sm" aria-hidden>
            {PARTS.filter((part) => counts[part.key] > 0).map((part) => (
              <Tooltip key={part.key} label={t(`certificateStatus.${part.key}`, { count: counts[part.key] })}>
                <Progress.Section value={percent(counts[part.key])} color={part.color}>
                  <Progress.Label>{counts[part.key]}</Progress.Label>
                </Progress.Section>
              </Tooltip>
            ))}
          </Progress.Root>
          <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {PARTS.map((part) => (
              <Group key={part.key} gap={6} component="li" data-testid={`certificate-status-${part.key}`}>
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 2,
                    background: `var(--mantine-color-${part.color}-filled)`,
                  }}
                />
                <Text size="sm">
                  {t(`certificateStatus.${part.key}`, { count: counts[part.key] })} (
                  {format.number(percent(counts[part.key]) / 100, { style: 'percent' })})
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
