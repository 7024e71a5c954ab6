// 'New work order': the form engine's modal with the new-row sections of the definition (the
// equipment of the row's vessel by code and name, an assignee who writes maintenance). The server
// gives the number; validation is spec section 5 'Maintenance'.
import { workOrderEntity } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../../app/vessel-context';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { refreshMaintenance } from './maintenance-api';

export function WorkOrderCreateModal(props: {
  opened: boolean;
  onClose(): void;
  equipmentId?: string;
  vesselId?: string;
}) {
  const { t } = useTranslation('maintenance');
  const queryClient = useQueryClient();
  const { selectedVessel, vessels } = useVessel();
  // The vessel is asked for only when neither the row's context, the selection nor a single ship gives it.
  const fixedVessel = props.vesselId ?? selectedVessel?.id ?? (vessels.length === 1 ? vessels[0]!.id : '');
  return (
    <EntityFormModal
      entity={workOrderEntity}
      opened={props.opened}
      onClose={props.onClose}
      title={t('create.title')}
      submitLabel={t('create.submit')}
      defaults={{
        priority: 'medium',
        ...(fixedVessel ? { vessel_id: fixedVessel } : {}),
        ...(props.equipmentId ? { equipment_id: props.equipmentId } : {}),
      }}
      withVessel={!fixedVessel}
      messages={{ saved: (row) => t('create.saved', { number: row.work_order_number }) }}
      onSaved={() => refreshMaintenance(queryClient)}
    />
  );
}
