// Tasks (spec section 2 'tasks'): a person's and a vessel's work in one list - open work orders and
// corrective actions, scheduled drills, certificates and crew certificates to renew, logbook entries
// to review - soonest first, with the spec's statuses and priorities (GET /api/v1/tasks, or at sea the
// local database: tasks-local.ts). Each task links to the screen where it is done. Filters narrow the
// list on the device.
import {
  Badge,
  Group,
  Paper,
  ScrollArea,
  Select,
  SegmentedControl,
  SimpleGrid,
  Table,
  Text,
} from '@mantine/core';
import { TASK_KINDS, TASK_PRIORITIES, TASK_STATUSES } from '@mars/domain';
import type { Task, TasksAnswer } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { useEntityClient } from '../../app/data-source';
import { PageHeader } from '../../app/page-header';
import { QueryContent } from '../../app/query-content';
import { useFormatters } from '../../app/regional';
import { TableHead } from '../../app/table-head';
import { useVessel } from '../../app/vessel-context';
import { WorkItemCells } from '../../app/work-item-title';
import { api, buildQuery } from '../../data/api-client';
import { localTasks } from './tasks-local';

const TASKS_LIMIT = 500;
/** Under 'entity': a sync that brings rows, or a change of data source, reads the tasks again. */
export const TASKS_QUERY_KEY = ['entity', 'tasks'] as const;

const PRIORITY_COLORS = { high: 'red', medium: 'orange', low: 'gray' } as const;
const STATUS_COLORS = {
  pending: 'blue',
  scheduled: 'grape',
  in_progress: 'yellow',
  completed: 'teal',
} as const;
const FILTERS = ['status', 'priority', 'kind'] as const;
type Filter = (typeof FILTERS)[number];
const CHOICES: Record<Filter, readonly string[]> = {
  status: TASK_STATUSES,
  priority: TASK_PRIORITIES,
  kind: TASK_KINDS,
};

function useTasks(mine: boolean) {
  const { selectedVessel } = useVessel();
  const { user } = useAuth();
  const client = useEntityClient();
  const { t } = useTranslation();
  const vesselId = selectedVessel?.id;
  return useQuery({
    queryKey: [...TASKS_QUERY_KEY, vesselId ?? 'fleet', mine, client.source],
    queryFn: () =>
      client.source === 'local'
        ? localTasks(client, {
            vesselId,
            assignee: mine ? user?.id : undefined,
            today: new Date().toISOString().slice(0, 10),
            limit: TASKS_LIMIT,
            t,
          })
        : api.request<TasksAnswer>(
            'GET',
            `/tasks${buildQuery({ vessel_id: vesselId, mine: String(mine), limit: TASKS_LIMIT })}`,
          ),
    networkMode: client.networkMode,
    staleTime: 0,
  });
}

function When({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  if (task.days < 0)
    return (
      <Text size="sm" c="red.8" fw={600}>
        {t('when.past', { count: -task.days })}
      </Text>
    );
  return <Text size="sm">{task.days === 0 ? t('when.today') : t('when.in', { count: task.days })}</Text>;
}

function TaskFigures({ tasks }: { tasks: readonly Task[] }) {
  const { t } = useTranslation('tasks');
  const format = useFormatters();
  const figures = [
    { key: 'total', value: tasks.length },
    { key: 'high', value: tasks.filter((task) => task.priority === 'high').length, color: 'red' },
    { key: 'overdue', value: tasks.filter((task) => task.days < 0).length, color: 'red' },
    { key: 'inProgress', value: tasks.filter((task) => task.status === 'in_progress').length },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="md" data-testid={`stat-${figure.key}`}>
          <Text size="sm" c="dimmed">
            {t(`stats.${figure.key}`)}
          </Text>
          <Text size="xl" fw={700} c={figure.value > 0 ? figure.color : undefined}>
            {format.number(figure.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function TaskTable({ tasks }: { tasks: readonly Task[] }) {
  const { t } = useTranslation(['tasks', 'entities']);
  if (tasks.length === 0) return <Text c="dimmed">{t('tasks:empty')}</Text>;
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing="xs" miw={720} data-testid="tasks">
        <TableHead
          columns={(['kind', 'task', 'vessel', 'date', 'when', 'status', 'priority'] as const).map((column) =>
            t(`tasks:columns.${column}`),
          )}
        />
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={`${task.kind}:${task.id}`}>
              <Table.Td>{t(`tasks:kinds.${task.kind}`)}</Table.Td>
              <WorkItemCells item={task} when={<When task={task} />} />
              <Table.Td>
                <Badge
                  color={STATUS_COLORS[task.status]}
                  variant="light"
                  styles={{ root: { textTransform: 'none' } }}
                >
                  {t(`tasks:statuses.${task.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge
                  color={PRIORITY_COLORS[task.priority]}
                  variant="light"
                  styles={{ root: { textTransform: 'none' } }}
                >
                  {t(`tasks:priorities.${task.priority}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export function TasksPage() {
  const { t } = useTranslation('tasks');
  const [params, setParams] = useSearchParams();
  const mine = params.get('mine') === 'true';
  const query = useTasks(mine);
  const chosen = (filter: Filter) => {
    const value = params.get(filter);
    return value && CHOICES[filter].includes(value) ? value : null;
  };
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('whose')}
          data={[
            { value: 'all', label: t('all') },
            { value: 'mine', label: t('mine') },
          ]}
          value={mine ? 'mine' : 'all'}
          onChange={(value) => set('mine', value === 'mine' ? 'true' : null)}
        />
        {FILTERS.map((filter) => (
          <Select
            key={filter}
            label={t(`columns.${filter === 'kind' ? 'kind' : filter}`)}
            placeholder={t('any')}
            clearable
            w={180}
            data={CHOICES[filter].map((value) => ({
              value,
              label: t(
                `${filter === 'kind' ? 'kinds' : filter === 'status' ? 'statuses' : 'priorities'}.${value}`,
              ),
            }))}
            value={chosen(filter)}
            onChange={(value) => set(filter, value)}
          />
        ))}
      </Group>
      <QueryContent query={query} retry>
        {(answer) => {
          const shown = answer.rows.filter((task) =>
            FILTERS.every((filter) => {
              const value = chosen(filter);
              return !value || task[filter] === value;
            }),
          );
          return (
            <>
              <TaskFigures tasks={shown} />
              <Paper withBorder p="md">
                <TaskTable tasks={shown} />
                {answer.truncated ? (
                  <Text size="sm" c="dimmed" mt="sm">
                    {t('truncated', { count: answer.rows.length })}
                  </Text>
                ) : null}
              </Paper>
            </>
          );
        }}
      </QueryContent>
    </>
  );
}
