// Status, priority and overdue badges shared by the maintenance screens.
import { Badge } from '@mantine/core';
import { workOrderEntity } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { EnumBadge } from '../../entity-ui/field-kinds/enum.kind';

const badgeStyles = {
  root: { textTransform: 'none' as const, maxWidth: 'none', flexShrink: 0 },
  label: { overflow: 'visible' },
};

export function WorkOrderStatusBadge({ status, isOverdue }: { status: string; isOverdue?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <EnumBadge entity={workOrderEntity} field="status" value={status} />
      {isOverdue ? (
        <Badge ml={4} variant="filled" color="red" styles={badgeStyles}>
          {t('maintenance:overdue')}
        </Badge>
      ) : null}
    </>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  return <EnumBadge entity={workOrderEntity} field="priority" value={priority} variant="outline" />;
}
