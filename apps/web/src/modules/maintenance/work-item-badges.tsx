// Status, priority and overdue badges shared by the maintenance screens.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  open: 'blue',
  in_progress: 'yellow',
  completed: 'green',
  cancelled: 'dark',
};

export const PRIORITY_COLORS: Record<string, string> = {
  critical: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'gray',
};

const badgeStyles = {
  root: { textTransform: 'none' as const, maxWidth: 'none', flexShrink: 0 },
  label: { overflow: 'visible' },
};

export function WorkOrderStatusBadge({ status, isOverdue }: { status: string; isOverdue?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} styles={badgeStyles}>
        {t(`entities:workOrder.enums.status.${status}`, { defaultValue: status })}
      </Badge>
      {isOverdue ? (
        <Badge ml={4} variant="filled" color="red" styles={badgeStyles}>
          {t('maintenance:overdue')}
        </Badge>
      ) : null}
    </>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={PRIORITY_COLORS[priority] ?? 'gray'} styles={badgeStyles}>
      {t(`entities:workOrder.enums.priority.${priority}`, { defaultValue: priority })}
    </Badge>
  );
}
