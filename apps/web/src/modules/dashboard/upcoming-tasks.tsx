// Upcoming tasks: open work orders due within 30 days or overdue, overdue corrective actions,
// certificates and crew certificates that expire within 30 days or have expired, and port arrival
// notices due, soonest first.
import { Badge, Table, Text } from '@mantine/core';
import type { UpcomingTask } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { ScrollTable } from '../../app/table-head';
import { WorkItemCells } from '../../app/work-item-title';

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

export function UpcomingTasks({ tasks, limit }: { tasks: readonly UpcomingTask[]; limit?: number }) {
  const { t } = useTranslation('dashboard');
  const shown = limit ? tasks.slice(0, limit) : tasks;
  if (shown.length === 0) return <Text c="dimmed">{t('tasks.empty')}</Text>;
  return (
    <ScrollTable
      minWidth={560}
      scroll="native"
      verticalSpacing="xs"
      data-testid="upcoming-tasks"
      columns={(['kind', 'task', 'vessel', 'date', 'when'] as const).map((column) =>
        t(`tasks.columns.${column}`),
      )}
    >
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
          <WorkItemCells item={task} when={<DaysLeft task={task} />} />
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}
