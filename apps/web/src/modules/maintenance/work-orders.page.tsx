// /maintenance/work-orders: the generic list of work orders with the workflow steps per row (its
// menu, from the entity's workflow) and in the form, and 'New work order' (the form engine's modal).
import { workOrderEntity } from '@mars/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EntityListPage } from '../../entity-ui/entity-list-page';
import { WorkflowActionButtons } from '../../entity-ui/workflow-actions';
import { OverdueCell, WorkItemStatusCell } from './work-item-status-cell';
import { PriorityBadge } from './work-item-badges';
import { WorkOrderCreateModal } from './work-order-create-modal';

type Row = Record<string, unknown>;

export function WorkOrdersPage() {
  const { t } = useTranslation('maintenance');
  const [isCreating, setIsCreating] = useState(false);
  return (
    <>
      <EntityListPage
        entity={workOrderEntity}
        // One 'New work order' button: the list's own create button opens the form with pickers.
        createLabel={t('create.title')}
        onCreate={() => setIsCreating(true)}
        cells={{
          priority: (row: Row) => <PriorityBadge priority={String(row.priority)} />,
          status: (row: Row) => <WorkItemStatusCell row={row} />,
          is_overdue: (row: Row) => <OverdueCell row={row} />,
        }}
        formExtra={(row) =>
          row ? <WorkflowActionButtons entity={workOrderEntity} row={row} size="xs" /> : null
        }
      />
      <WorkOrderCreateModal opened={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
