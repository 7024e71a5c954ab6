// The equipment screen's parts (/maintenance/equipment): its system (parent) by name, running hours
// with 'Record reading', and 'New work order' for a piece of equipment.
import { Group, Menu, Text } from '@mantine/core';
import { mayWriteMaintenance } from '@mars/domain';
import { IconClipboardPlus, IconGauge } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { useReferenceNames } from '../../entity-ui/reference-options';
import { RunningHoursModal } from './running-hours-modal';
import { WorkOrderCreateModal } from './work-order-create-modal';

type Row = Record<string, unknown>;

export const equipmentUi = defineEntityUi(function useEquipmentParts() {
  const { t, i18n } = useTranslation('maintenance');
  const { user } = useAuth();
  const systems = useReferenceNames('equipment');
  const [readingFor, setReadingFor] = useState<Row | null>(null);
  const [workOrderFor, setWorkOrderFor] = useState<Row | null>(null);
  const canWrite = user !== null && mayWriteMaintenance(user.role);
  const hoursFormat = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return {
    cells: {
      name: (row: Row) => (
        <Text size="sm" fw={row.parent_id ? 400 : 600} pl={row.parent_id ? 'md' : 0}>
          {String(row.name ?? '')}
        </Text>
      ),
      parent_id: (row: Row) => (
        <Text size="sm" c="dimmed">
          {row.parent_id ? (systems.get(String(row.parent_id)) ?? '') : t('equipment.system')}
        </Text>
      ),
      running_hours: (row: Row) =>
        row.running_hours === null || row.running_hours === undefined ? null : (
          <Group gap={4} wrap="nowrap">
            <Text size="sm">{hoursFormat.format(Number(row.running_hours))} h</Text>
          </Group>
        ),
    },
    rowActions: (row: Row) =>
      canWrite ? (
        <>
          <Menu.Divider />
          <Menu.Item leftSection={<IconGauge size={14} />} onClick={() => setReadingFor(row)}>
            {t('reading.action')}
          </Menu.Item>
          <Menu.Item leftSection={<IconClipboardPlus size={14} />} onClick={() => setWorkOrderFor(row)}>
            {t('create.title')}
          </Menu.Item>
        </>
      ) : null,
    children: (
      <>
        <RunningHoursModal equipment={readingFor} onClose={() => setReadingFor(null)} />
        {workOrderFor ? (
          <WorkOrderCreateModal
            opened
            equipmentId={String(workOrderFor.id)}
            vesselId={String(workOrderFor.vessel_id)}
            onClose={() => setWorkOrderFor(null)}
          />
        ) : null}
      </>
    ),
  };
});
