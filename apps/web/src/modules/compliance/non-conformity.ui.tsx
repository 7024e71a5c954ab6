// The non-conformities screen's parts (/compliance/non-conformities, issue 13): a new finding dated
// today with its corrective action due within a month; 'Raise corrective action' (the
// corrective-action form with the non-conformity's reference, its severity and due date) and 'Show
// corrective actions' (their list filtered to it).
import { Menu } from '@mantine/core';
import type { Role } from '@mars/domain';
import { correctiveActionEntity, mayWriteEntity, nonConformityEntity } from '@mars/domain';
import { IconArrowBack, IconListSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { entityKeys } from '../../entity-ui/entity-keys';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { FINDING_DUE_DAYS, todayPlusDays } from './compliance-dates';

type Row = Record<string, unknown>;

export const nonConformityUi = defineEntityUi(function useNonConformityParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [raiseFor, setRaiseFor] = useState<Row | null>(null);
  const mayRaise = mayWriteEntity(correctiveActionEntity, user?.role as Role | undefined, 'create');

  return {
    createDefaults: {
      kind: 'non_conformity',
      severity: 'moderate',
      identified_date: todayPlusDays(0),
      due_date: todayPlusDays(FINDING_DUE_DAYS),
    },
    rowActions: (row: Row) => (
      <>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconListSearch size={14} />}
          onClick={() =>
            void navigate(`${correctiveActionEntity.screen.path}?non_conformity_id=${String(row.id)}`)
          }
        >
          {t('entities:nonConformity.ui.showActions')}
        </Menu.Item>
        {mayRaise && row.status !== 'closed' ? (
          <Menu.Item leftSection={<IconArrowBack size={14} />} onClick={() => setRaiseFor(row)}>
            {t('entities:nonConformity.ui.raiseAction')}
          </Menu.Item>
        ) : null}
      </>
    ),
    children: raiseFor ? (
      <EntityFormModal
        entity={correctiveActionEntity}
        opened
        onClose={() => setRaiseFor(null)}
        title={t('entities:nonConformity.ui.raiseAction')}
        defaults={{
          vessel_id: raiseFor.vessel_id,
          non_conformity_id: raiseFor.id,
          source: 'non_conformity',
          // The action's severity and due date start as the finding's.
          severity: raiseFor.severity,
          reported_by: user?.id,
          reported_date: todayPlusDays(0),
          due_date:
            typeof raiseFor.due_date === 'string' && raiseFor.due_date >= todayPlusDays(0)
              ? raiseFor.due_date
              : todayPlusDays(FINDING_DUE_DAYS),
        }}
        messages={{
          saved: (saved) => t('entities:nonConformity.ui.actionSaved', { number: saved.action_number }),
        }}
        onSaved={async () => {
          await queryClient.invalidateQueries({ queryKey: entityKeys(correctiveActionEntity).all });
          await queryClient.invalidateQueries({ queryKey: entityKeys(nonConformityEntity).all });
        }}
      />
    ) : null,
  };
});
