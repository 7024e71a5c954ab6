// Vessel status: the selected ship's particulars, or the fleet (every ship the user may see) with the
// figures of each ship; choosing a ship there selects it for the whole app.
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DashboardData, VesselFigures } from '@mars/domain';
import { IconShip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { ScrollTable } from '../../app/table-head';
import { useVessel } from '../../app/vessel-context';
import type { Vessel } from '../../data/api-client';

function Particular({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

function Count({ value, color }: { value: number; color: string }) {
  return value === 0 ? (
    <Text c="dimmed">0</Text>
  ) : (
    <Badge color={color} variant="light" styles={{ root: { textTransform: 'none' } }}>
      {value}
    </Badge>
  );
}

function SelectedVessel({ vessel }: { vessel: Vessel }) {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <Particular label={t('vessel.name')} value={vessel.name} />
      <Particular label={t('vessel.imo')} value={vessel.imo_number} />
      <Particular label={t('vessel.flag')} value={vessel.flag_state} />
      <Particular
        label={t('vessel.type')}
        value={t(`vesselTypes.${vessel.vessel_type}`, { defaultValue: vessel.vessel_type })}
      />
    </SimpleGrid>
  );
}

function FleetTable({ fleet }: { fleet: (Vessel & VesselFigures)[] }) {
  const { t } = useTranslation('dashboard');
  const { selectVessel } = useVessel();
  return (
    <ScrollTable
      minWidth={720}
      scroll="native"
      striped
      highlightOnHover
      verticalSpacing="xs"
      caption={t('fleet.caption', { count: fleet.length })}
      columns={[
        t('vessel.name'),
        t('vessel.imo'),
        t('vessel.flag'),
        t('vessel.type'),
        t('fleet.certificatesDue'),
        t('fleet.overdueWork'),
        t('fleet.crewOnBoard'),
      ]}
    >
      {fleet.map((vessel) => (
        <Table.Tr key={vessel.id}>
          <Table.Td>
            <Button
              variant="subtle"
              size="compact-sm"
              px={4}
              onClick={() => selectVessel(vessel.id)}
              aria-label={t('fleet.select', { name: vessel.name })}
            >
              {vessel.name}
            </Button>
          </Table.Td>
          <Table.Td>{vessel.imo_number}</Table.Td>
          <Table.Td>{vessel.flag_state}</Table.Td>
          <Table.Td>{t(`vesselTypes.${vessel.vessel_type}`, { defaultValue: vessel.vessel_type })}</Table.Td>
          <Table.Td>
            <Group gap={4}>
              <Count value={vessel.certificates.expired} color="red" />
              <Text size="sm" c="dimmed">
                /
              </Text>
              <Count value={vessel.certificates.expiring} color="orange" />
            </Group>
          </Table.Td>
          <Table.Td>
            <Count value={vessel.workOrders.overdue} color="red" />
          </Table.Td>
          <Table.Td>
            <Count value={vessel.crew.onBoard} color="teal" />
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

export function VesselStatus({ data }: { data: DashboardData }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vessel-status-title">
      <Group gap="xs" mb="sm">
        <IconShip size={20} aria-hidden />
        <Title order={2} size="h4" id="vessel-status-title">
          {data.vessel ? t('vessel.title') : t('fleet.title')}
        </Title>
      </Group>
      {data.vessel ? (
        <SelectedVessel vessel={data.vessel} />
      ) : data.fleet.length > 0 ? (
        <FleetTable fleet={data.fleet} />
      ) : (
        <Text c="dimmed">{t('fleet.empty')}</Text>
      )}
    </Paper>
  );
}
