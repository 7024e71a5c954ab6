// The audits screen's parts (/compliance/audits, issue 13): 'Record finding' opens the
// non-conformity form with the audit's reference (a finding is recorded while the audit is held or
// after it), and 'Show findings' the non-conformities list filtered to the audit.
import { Menu } from '@mantine/core';
import type { Role } from '@mars/domain';
import { mayWriteEntity, nonConformityEntity } from '@mars/domain';
import { IconListSearch, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { entityKeys } from '../../entity-ui/entity-keys';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { todayPlusDays } from '../../entity-ui/today';
import { FINDING_DUE_DAYS } from './compliance-dates';

type Row = Record<string, unknown>;

/** A finding is recorded while the audit is held or once it is completed, not before nor once it is closed. */
const RECORDING_STATES = ['in_progress', 'completed'];

export const auditUi = defineEntityUi(function useAuditParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [findingOf, setFindingOf] = useState<Row | null>(null);
  const mayRecord = mayWriteEntity(nonConformityEntity, user?.role as Role | undefined, 'create');

  return {
    createDefaults: { audit_type: 'internal', standard: 'ism', scheduled_date: todayPlusDays(0) },
    rowActions: (row: Row) => (
      <>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconListSearch size={14} />}
          onClick={() => void navigate(`${nonConformityEntity.screen.path}?audit_id=${String(row.id)}`)}
        >
          {t('entities:audit.ui.showFindings')}
        </Menu.Item>
        {mayRecord && RECORDING_STATES.includes(String(row.status)) ? (
          <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => setFindingOf(row)}>
            {t('entities:audit.ui.recordFinding')}
          </Menu.Item>
        ) : null}
      </>
    ),
    children: findingOf ? (
      <EntityFormModal
        entity={nonConformityEntity}
        opened
        onClose={() => setFindingOf(null)}
        title={t('entities:audit.ui.recordFinding')}
        defaults={{
          vessel_id: findingOf.vessel_id,
          audit_id: findingOf.id,
          kind: 'non_conformity',
          severity: 'moderate',
          identified_date: typeof findingOf.held_date === 'string' ? findingOf.held_date : todayPlusDays(0),
          due_date: todayPlusDays(FINDING_DUE_DAYS),
        }}
        messages={{
          saved: (saved) => t('entities:audit.ui.findingSaved', { number: saved.nc_number }),
        }}
        onSaved={() => queryClient.invalidateQueries({ queryKey: entityKeys(nonConformityEntity).all })}
      />
    ) : null,
  };
});
