// Upcoming tasks: open work orders due within 30 days or overdue, overdue corrective actions,
// certificates and crew certificates that expire within 30 days or have expired, and port arrival
// notices due, soonest first.
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { UpcomingTask } from '@mars/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormatters } from '../../app/regional';
import { TableHead } from '../../app/table-head';

const KIND_COLORS: Record<UpcomingTask['kind'], string> = {
  work_order: 'blue',
  certificate: 'grape',
  crew_certificate: 'teal',
  corrective_action: 'orange',
  port_arrival_notice: 'cyan',
};

function DaysLeft({ task }: { task: UpcomingTask }) {
  const { t } = useTranslation('dashboard');
  const key =
    task.kind === 'work_order' || task.kind === 'corrective_action' || task.kind === 'port_arrival_notice'
      ? 'due'
      : 'expires';
  if (task.days < 0) {
    return (
      <Text size="sm" c="red.8" fw={600}>
        {t(`tasks.${key}Past`, { count: -task.days })}
      </Text>
    );
  }
  return (
    <Text size="sm" c={task.days <= 7 ? 'orange.9' : undefined}>
      {task.days === 0 ? t(`tasks.${key}Today`) : t(`tasks.${key}In`, { count: task.days })}
    </Text>
  );
}

function detailText(t: (key: string, options?: Record<string, unknown>) => string, task: UpcomingTask) {
  if (!task.detail) return '';
  if (task.kind !== 'crew_certificate') return task.detail;
  return t(`entities:crewCertificate.enums.certificate_type.${task.detail}`, { defaultValue: task.detail });
}

export function UpcomingTasks({ tasks, limit }: { tasks: readonly UpcomingTask[]; limit?: number }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatters();
  const shown = limit ? tasks.slice(0, limit) : tasks;
  if (shown.length === 0) return <Text c="dimmed">{t('tasks.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="xs" data-testid="upcoming-tasks">
        <TableHead
          columns={(['kind', 'task', 'vessel', 'date', 'when'] as const).map((column) =>
            t(`tasks.columns.${column}`),
          )}
        />
        <Table.Tbody>
          {shown.map((task) => (
            <Table.Tr key={`${task.kind}:${task.id}`}>
              <Table.Td>
                <Badge
                  color={KIND_COLORS[task.kind]}
                  variant="light"
                  styles={{ root: { textTransform: 'none' } }}
                >
                  {t(`tasks.kinds.${task.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={task.link} size="sm" fw={600}>
                  {task.title}
                </Anchor>
                {task.detail ? (
                  <Text size="xs" c="dimmed">
                    {detailText(t, task)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{task.vesselName}</Table.Td>
              <Table.Td>{format.date(`${task.date}T12:00:00Z`)}</Table.Td>
              <Table.Td>
                <DaysLeft task={task} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
