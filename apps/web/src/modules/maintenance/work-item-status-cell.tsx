// The status of a work order in a list: its badge, and 'Overdue' when the due date has passed
// (computed by the server as is_overdue; evaluated here from the same declaration when a list has no
// computed column).
import { Badge } from '@mantine/core';
import { computedValue, workOrderEntity } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { WorkOrderStatusBadge } from './work-item-badges';

type Row = Record<string, unknown>;

export function isWorkOrderOverdue(row: Row, today = new Date().toISOString().slice(0, 10)): boolean {
  if (typeof row.is_overdue === 'boolean') return row.is_overdue;
  return computedValue(workOrderEntity.computed.is_overdue, row, today) === true;
}

export function WorkItemStatusCell({ row }: { row: Row }) {
  return <WorkOrderStatusBadge status={String(row.status ?? '')} />;
}

export function OverdueCell({ row }: { row: Row }) {
  const { t } = useTranslation('maintenance');
  return isWorkOrderOverdue(row) ? (
    <Badge variant="filled" color="red" styles={{ root: { textTransform: 'none' } }}>
      {t('overdue')}
    </Badge>
  ) : null;
}
