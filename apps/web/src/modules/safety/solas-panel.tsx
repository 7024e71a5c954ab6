// The SOLAS information panel of the drills screen (issue 13): the rule, each vessel's fire and
// abandon-ship drills (last held, next due), the crew's participation in the last month, and who on
// board is overdue or due for which drill, from GET /api/v1/drills/solas-status (the domain's
// solasDrillOverview on the server).
import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { SolasVesselStatus } from '@mars/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { useFormatters } from '../../app/regional';
import { useVessel } from '../../app/vessel-context';
import { InfoPanel } from '../../app/info-panel';
import { formatIsoDay } from '../../entity-ui/field-kinds/date.kind';
import { enumLabel } from '../../entity-ui/enum-label';
import { useSolasStatus } from './safety-api';

const STATUS_COLOR = { ok: 'green', due: 'orange', overdue: 'red' } as const;

function VesselStatus({ vessel, showName }: { vessel: SolasVesselStatus; showName: boolean }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const day = (value: string) => formatIsoDay(value, locale);
  const kind = (type: string) => enumLabel(t, 'drill', 'drill_type', type);
  const rank = (value: string) => enumLabel(t, 'crewMember', 'rank', value);
  const pending = vessel.crew.filter((member) => member.status !== 'ok');
  const overdue = pending.filter((member) => member.status === 'overdue');
  return (
    <Stack gap="xs">
      {showName ? <Title order={4}>{vessel.vessel_name}</Title> : null}
      <Group gap="md" wrap="wrap">
        {vessel.drills.map((drill) => (
          <Group key={drill.type} gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {kind(drill.type)}:
            </Text>
            <Badge color={STATUS_COLOR[drill.status]} variant="light">
              {t(`entities:drill.solas.status.${drill.status}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {drill.lastDate
                ? t('entities:drill.solas.lastHeld', { date: day(drill.lastDate) })
                : t('entities:drill.solas.neverHeld')}
              {drill.dueDate ? ` · ${t('entities:drill.solas.dueOn', { date: day(drill.dueDate) })}` : ''}
            </Text>
          </Group>
        ))}
      </Group>
      <Text size="sm">
        {t('entities:drill.solas.participation', {
          drilled: vessel.participation.drilled,
          total: vessel.participation.total,
        })}
      </Text>
      {vessel.drillWithin24hOfLeavingPort ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
          {t('entities:drill.solas.within24h')}
        </Alert>
      ) : null}
      {overdue.length > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {t('entities:drill.solas.overdueAlert', { count: overdue.length })}
        </Alert>
      ) : null}
      {pending.length === 0 ? (
        <Text size="sm" c="green.9">
          {t('entities:drill.solas.allOk')}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={t('entities:drill.solas.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('entities:drill.solas.crewMember')}</Table.Th>
              <Table.Th>{t('entities:drill.fields.status')}</Table.Th>
              <Table.Th>{t('entities:drill.fields.drill_type')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pending.map((member) => (
              <Table.Tr key={member.crew_member_id} data-testid="solas-crew-row">
                <Table.Td>
                  <Text size="sm">
                    {member.last_name}, {member.first_name} – {rank(member.rank)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[member.status]} variant="light">
                    {t(`entities:drill.solas.status.${member.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {member.kinds
                      .filter((item) => item.status !== 'ok')
                      .map((item) =>
                        item.dueDate
                          ? `${kind(item.type)} (${t('entities:drill.solas.dueOn', { date: day(item.dueDate) })})`
                          : kind(item.type),
                      )
                      .join(', ')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export function SolasPanel() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const status = useSolasStatus(selectedVessel?.id);
  return (
    <InfoPanel id="solas-panel" title={t('entities:drill.solas.title')}>
      <Text size="sm" c="dimmed">
        {t('entities:drill.solas.rule')}
      </Text>
      {status.isError ? (
        <Alert color="red" role="alert">
          {t('entities:drill.solas.loadFailed')} {errorText(t, status.error)}
        </Alert>
      ) : status.data ? (
        status.data.vessels.map((vessel) => (
          <VesselStatus key={vessel.vessel_id} vessel={vessel} showName={!selectedVessel} />
        ))
      ) : null}
    </InfoPanel>
  );
}
