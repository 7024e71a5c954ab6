// 'Record reading' of a piece of equipment: a running-hours reading on the form engine's modal, stored
// by the generic write of readings now; the equipment follows the latest reading, and a reading below
// the latest is refused at its field.
import { Text } from '@mantine/core';
import { runningHoursReadingEntity } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { refreshMaintenance } from './maintenance-api';

type Row = Record<string, unknown>;

export function RunningHoursModal({ equipment, onClose }: { equipment: Row | null; onClose(): void }) {
  const { t } = useTranslation('maintenance');
  const queryClient = useQueryClient();
  const name = String(equipment?.name ?? '');
  const current = equipment?.running_hours;
  // The reading is of this equipment, taken now (the time it is opened).
  const defaults = useMemo(
    () =>
      equipment
        ? { vessel_id: equipment.vessel_id, equipment_id: equipment.id, reading_at: new Date().toISOString() }
        : {},
    [equipment],
  );
  return (
    <EntityFormModal
      entity={runningHoursReadingEntity}
      opened={equipment !== null}
      onClose={onClose}
      title={t('reading.title', { name })}
      submitLabel={t('reading.submit')}
      sections={[['hours', 'remarks']]}
      labels={{ hours: t('reading.hours') }}
      withVessel={false}
      defaults={defaults}
      messages={{ saved: (row) => t('reading.saved', { name, hours: row.hours }) }}
      onSaved={() => refreshMaintenance(queryClient)}
    >
      <Text size="sm" c="dimmed">
        {t('reading.current', { hours: current === null || current === undefined ? '–' : String(current) })}
      </Text>
    </EntityFormModal>
  );
}
