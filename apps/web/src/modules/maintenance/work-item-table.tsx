// A short list of work orders (overdue, due soon) with number, title, equipment, due date and priority.
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormatters } from '../../app/regional';
import { formatIsoDay } from '../../entity-ui/field-kinds/date.kind';
import type { WorkItem } from './maintenance-api';
import { OverviewCard, OverviewTable } from './overview-card';
import { PriorityBadge, WorkOrderStatusBadge } from './work-item-badges';

export function WorkItemTable({ title, rows, empty }: { title: string; rows: WorkItem[]; empty: string }) {
  const { t } = useTranslation('maintenance');
  const format = useFormatters();
  return (
    <OverviewCard title={title}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <OverviewTable
          label={title}
          minWidth={480}
          columns={(['work_order_number', 'title', 'due_date', 'priority', 'status'] as const).map((field) =>
            t(`entities:workOrder.fields.${field}`),
          )}
        >
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/maintenance/work-orders?q=${encodeURIComponent(row.work_order_number ?? row.title)}`}
                  size="sm"
                >
                  {row.work_order_number ?? '–'}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.title}</Text>
                {row.equipment_name ? (
                  <Text size="xs" c="dimmed">
                    {row.equipment_name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatIsoDay(row.due_date, format.locale)}</Text>
              </Table.Td>
              <Table.Td>
                <PriorityBadge priority={row.priority} />
              </Table.Td>
              <Table.Td>
                <WorkOrderStatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </OverviewTable>
      )}
    </OverviewCard>
  );
}
