// The KPI cards: each figure counted from the data of the selected vessel or the fleet (by the server,
// or on the device from its local database, which does not keep the days of work and rest: there the
// rest-hour violations are unknown, shown as a dash with where they are counted).
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { VesselFigures } from '@mars/domain';
import {
  IconAlertTriangle,
  IconCertificate,
  IconCertificateOff,
  IconClipboardList,
  IconClockExclamation,
  IconIdBadge,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormatters } from '../../app/regional';

type Kpi = {
  key: string;
  /** null: not counted from the data source in use. */
  value: number | null;
  color: string;
  icon: ComponentType<{ size?: number }>;
  link: string;
};

export function kpisOf(figures: VesselFigures): Kpi[] {
  const { certificates, workOrders, crew, restHourViolations } = figures;
  return [
    {
      key: 'certificatesValid',
      value: certificates.valid,
      color: 'green',
      icon: IconCertificate,
      link: '/certificates',
    },
    {
      key: 'certificatesExpiring',
      value: certificates.expiring,
      color: 'orange',
      icon: IconClockExclamation,
      link: '/certificates/expiring',
    },
    {
      key: 'certificatesExpired',
      value: certificates.expired,
      color: 'red',
      icon: IconCertificateOff,
      link: '/certificates',
    },
    {
      key: 'workOrdersOpen',
      value: workOrders.open,
      color: 'blue',
      icon: IconClipboardList,
      link: '/maintenance/work-orders',
    },
    {
      key: 'workOrdersOverdue',
      value: workOrders.overdue,
      color: 'red',
      icon: IconTool,
      link: '/maintenance/work-orders',
    },
    {
      key: 'crewOnBoard',
      value: crew.onBoard,
      color: 'teal',
      icon: IconUsers,
      link: '/crew/personnel',
    },
    {
      key: 'crewCertificatesExpiring',
      value: crew.certificatesExpiring,
      color: 'orange',
      icon: IconIdBadge,
      link: '/crew/certificates',
    },
    {
      key: 'restHourViolations',
      value: restHourViolations,
      color: 'red',
      icon: IconAlertTriangle,
      link: '/crew/hours',
    },
  ];
}

function KpiCard({ kpi }: { kpi: Kpi }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatters();
  const Icon = kpi.icon;
  const color = (kpi.value ?? 0) === 0 && kpi.color !== 'green' ? 'gray' : kpi.color;
  return (
    <Paper withBorder p="md" radius="md" data-testid={`kpi-${kpi.key}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Anchor component={Link} to={kpi.link} size="sm" c="dimmed" fw={600} underline="hover">
            {t(`kpi.${kpi.key}`)}
          </Anchor>
          <Text fz={30} fw={700} lh={1.2} data-testid={`kpi-${kpi.key}-value`}>
            {kpi.value === null ? '–' : format.number(kpi.value)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(kpi.value === null ? `kpi.hint.${kpi.key}Elsewhere` : `kpi.hint.${kpi.key}`)}
          </Text>
        </Stack>
        <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

export function KpiCards({ figures }: { figures: VesselFigures }) {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" component="section" aria-label={t('kpi.title')}>
      {kpisOf(figures).map((kpi) => (
        <KpiCard key={kpi.key} kpi={kpi} />
      ))}
    </SimpleGrid>
  );
}
