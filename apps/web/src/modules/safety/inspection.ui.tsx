// The inspections screen's parts (/safety/inspections, issue 13): the failed-inspection alert above the
// list (the 'failed' stat of the definition, for the selected vessel or the fleet), and on each
// inspection 'Deficiencies' (the deficiencies tab filtered to it) and 'Add deficiency' (the deficiency
// form with the inspection's reference).
import { Alert, Menu } from '@mantine/core';
import type { Role } from '@mars/domain';
import { inspectionDeficiencyEntity, inspectionEntity, mayWriteEntity } from '@mars/domain';
import { IconAlertTriangle, IconListDetails, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { useEntityClient } from '../../app/data-source';
import { useVessel } from '../../app/vessel-context';
import { entityKeys } from '../../entity-ui/entity-keys';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { todayPlusDays } from '../../entity-ui/today';

type Row = Record<string, unknown>;

/** Inspections that failed and wait for their re-inspection (status 'failed'). */
function FailedInspectionsAlert() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const client = useEntityClient();
  const query: Record<string, string> = selectedVessel ? { vessel_id: selectedVessel.id } : {};
  const { data } = useQuery({
    queryKey: entityKeys(inspectionEntity).stats(query, client.source),
    queryFn: () => client.stats(inspectionEntity, query),
    networkMode: client.networkMode,
  });
  const failed = data?.stats.failed ?? 0;
  if (!failed) return null;
  return (
    <Alert
      color="red"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle size={18} />}
      title={t('entities:inspection.ui.failedAlertTitle')}
      role="alert"
      data-testid="failed-inspections-alert"
    >
      {t('entities:inspection.ui.failedAlert', { count: failed })}
    </Alert>
  );
}

export const inspectionUi = defineEntityUi(function useInspectionParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [addTo, setAddTo] = useState<Row | null>(null);
  const mayAdd = mayWriteEntity(inspectionDeficiencyEntity, user?.role as Role | undefined, 'create');

  return {
    createDefaults: { inspection_type: 'psc', inspection_date: todayPlusDays(0) },
    toolbar: <FailedInspectionsAlert />,
    rowActions: (row: Row) => (
      <>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconListDetails size={14} />}
          onClick={() =>
            void navigate(`${inspectionEntity.screen.path}?tab=deficiencies&inspection_id=${String(row.id)}`)
          }
        >
          {t('entities:inspection.ui.deficiencies')}
        </Menu.Item>
        {mayAdd ? (
          <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => setAddTo(row)}>
            {t('entities:inspection.ui.addDeficiency')}
          </Menu.Item>
        ) : null}
      </>
    ),
    children: addTo ? (
      <EntityFormModal
        entity={inspectionDeficiencyEntity}
        opened
        onClose={() => setAddTo(null)}
        title={t('entities:inspection.ui.addDeficiency')}
        defaults={{
          vessel_id: addTo.vessel_id,
          inspection_id: addTo.id,
          action_code: '17',
          due_date: todayPlusDays(0),
        }}
        messages={{ saved: () => t('entities:inspection.ui.deficiencySaved') }}
        onSaved={() =>
          queryClient.invalidateQueries({ queryKey: entityKeys(inspectionDeficiencyEntity).all })
        }
      />
    ) : null,
  };
});
