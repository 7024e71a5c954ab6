// /maintenance: due soon (30 days), overdue, completion rate (90 days), criticality and equipment
// status, with the overdue and due-soon work listed (spec sections 2 and 9).
import { Anchor, Group, Paper, RingProgress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { EQUIPMENT_STATUSES } from '@mars/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageHeader } from '../../app/page-header';
import { QueryContent } from '../../app/query-content';
import { useVessel } from '../../app/vessel-context';
import type { MaintenanceOverview } from './maintenance-api';
import { useMaintenanceOverview } from './maintenance-api';
import { MetricCard } from './metric-card';
import { OverviewCard, OverviewTable } from './overview-card';
import { RaiseDueWorkButton } from './raise-due-work-button';
import { WorkItemTable } from './work-item-table';

function CompletionCard({ overview }: { overview: MaintenanceOverview }) {
  const { t } = useTranslation('maintenance');
  const { rate, completed, due, days } = overview.completionRate;
  return (
    <Paper withBorder p="md">
      <Group wrap="nowrap" gap="md">
        <RingProgress
          size={84}
          thickness={9}
          roundCaps
          sections={[{ value: rate ?? 0, color: (rate ?? 100) >= 90 ? 'green' : 'orange' }]}
          label={
            <Text ta="center" fw={700} size="sm">
              {rate === null ? '–' : `${rate}%`}
            </Text>
          }
          aria-hidden
        />
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('overview.completionRate')}
          </Text>
          <Text fw={700} size="xl" data-testid="completion-rate">
            {rate === null ? '–' : `${rate}%`}
          </Text>
          <Text size="xs" c="dimmed">
            {t('overview.completionDetail', { completed, due, days })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function CriticalityTable({ overview }: { overview: MaintenanceOverview }) {
  const { t } = useTranslation('maintenance');
  return (
    <OverviewCard title={t('overview.byCriticality')}>
      <OverviewTable
        columns={[
          t('entities:equipment.fields.criticality'),
          { label: t('overview.equipmentCount'), align: 'right' },
          { label: t('overview.openWork'), align: 'right' },
          { label: t('overview.overdueWork'), align: 'right' },
        ]}
      >
        {overview.byCriticality.map((row) => (
          <Table.Tr key={row.criticality}>
            <Table.Th scope="row" fw={500}>
              {t(`entities:equipment.enums.criticality.${row.criticality}`)}
            </Table.Th>
            <Table.Td ta="right">{row.equipment}</Table.Td>
            <Table.Td ta="right">{row.open}</Table.Td>
            <Table.Td
              ta="right"
              c={row.overdue > 0 ? 'red' : undefined}
              fw={row.overdue > 0 ? 700 : undefined}
            >
              {row.overdue}
            </Table.Td>
          </Table.Tr>
        ))}
      </OverviewTable>
    </OverviewCard>
  );
}

function EquipmentStatusList({ overview }: { overview: MaintenanceOverview }) {
  const { t } = useTranslation('maintenance');
  return (
    <OverviewCard title={t('overview.equipmentByStatus')}>
      <Stack gap={6} component="dl" m={0}>
        {EQUIPMENT_STATUSES.map((status) => (
          <Group key={status} justify="space-between">
            <Text component="dt" size="sm">
              {t(`entities:equipment.enums.status.${status}`)}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {overview.equipmentByStatus[status] ?? 0}
            </Text>
          </Group>
        ))}
      </Stack>
      <Anchor component={Link} to="/maintenance/equipment" size="sm" mt="sm" display="block">
        {t('overview.toEquipment')}
      </Anchor>
    </OverviewCard>
  );
}

export function MaintenanceOverviewPage() {
  const { t } = useTranslation('maintenance');
  const { selectedVessel } = useVessel();
  const query = useMaintenanceOverview(selectedVessel?.id);
  return (
    <>
      <PageHeader
        title={t('overview.title')}
        description={selectedVessel ? selectedVessel.name : t('allVessels')}
        actions={<RaiseDueWorkButton vesselId={selectedVessel?.id} />}
      />
      <QueryContent query={query}>
        {(data) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <MetricCard
                label={t('overview.dueSoon')}
                value={data.dueSoon}
                hint={t('overview.dueSoonHint')}
                tone="warning"
                testId="due-soon"
              />
              <MetricCard
                label={t('overview.overdue')}
                value={data.overdue}
                hint={t('overview.overdueHint')}
                tone="danger"
                testId="overdue"
              />
              <MetricCard
                label={t('overview.inProgress')}
                value={data.inProgress}
                hint={t('overview.openHint', { count: data.open })}
                testId="in-progress"
              />
              <CompletionCard overview={data} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xl: 2 }}>
              <WorkItemTable
                title={t('overview.overdueList')}
                rows={data.overdueWorkOrders}
                empty={t('overview.noOverdue')}
              />
              <WorkItemTable
                title={t('overview.dueSoonList')}
                rows={data.dueSoonWorkOrders}
                empty={t('overview.noDueSoon')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <CriticalityTable overview={data} />
              <EquipmentStatusList overview={data} />
            </SimpleGrid>
          </Stack>
        )}
      </QueryContent>
    </>
  );
}
