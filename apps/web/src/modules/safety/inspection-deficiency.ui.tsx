// The deficiencies tab of the inspections screen (issue 13): a new deficiency takes the inspection the
// list is filtered to; on each deficiency 'Raise corrective action' (the corrective-action form with
// the deficiency's reference, its due date and a severity from the action code) and 'Show corrective
// actions' (their list filtered to it).
import { Menu } from '@mantine/core';
import type { Role } from '@mars/domain';
import { INSPECTION_ROLES, correctiveActionEntity, mayWriteEntity } from '@mars/domain';
import { IconArrowBack, IconListSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { entityKeys } from '../../entity-ui/entity-keys';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';

type Row = Record<string, unknown>;

function todayPlusDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** How serious the action is, by what the inspector required: detention is critical. */
function severityOf(actionCode: unknown): string {
  if (actionCode === '30') return 'critical';
  if (actionCode === '17' || actionCode === '19') return 'serious';
  return 'moderate';
}

export const inspectionDeficiencyUi = defineEntityUi(function useInspectionDeficiencyParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [raiseFor, setRaiseFor] = useState<Row | null>(null);
  const role = user?.role as Role | undefined;
  const mayRaise =
    mayWriteEntity(correctiveActionEntity, role, 'create') &&
    role !== undefined &&
    (INSPECTION_ROLES as readonly Role[]).includes(role);
  const inspectionId = searchParams.get('inspection_id');

  return {
    createDefaults: {
      action_code: '17',
      due_date: todayPlusDays(0),
      ...(inspectionId ? { inspection_id: inspectionId } : {}),
    },
    rowActions: (row: Row) => (
      <>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconListSearch size={14} />}
          onClick={() =>
            void navigate(`${correctiveActionEntity.screen.path}?deficiency_id=${String(row.id)}`)
          }
        >
          {t('entities:inspectionDeficiency.ui.showActions')}
        </Menu.Item>
        {mayRaise ? (
          <Menu.Item leftSection={<IconArrowBack size={14} />} onClick={() => setRaiseFor(row)}>
            {t('entities:inspectionDeficiency.ui.raiseAction')}
          </Menu.Item>
        ) : null}
      </>
    ),
    children: raiseFor ? (
      <EntityFormModal
        entity={correctiveActionEntity}
        opened
        onClose={() => setRaiseFor(null)}
        title={t('entities:inspectionDeficiency.ui.raiseAction')}
        defaults={{
          vessel_id: raiseFor.vessel_id,
          deficiency_id: raiseFor.id,
          source: 'deficiency',
          severity: severityOf(raiseFor.action_code),
          title: String(raiseFor.description ?? '').slice(0, 200),
          description: String(raiseFor.description ?? ''),
          reported_by: user?.id,
          reported_date: todayPlusDays(0),
          // Due with the deficiency, never before today (the action is raised now).
          due_date:
            typeof raiseFor.due_date === 'string' && raiseFor.due_date > todayPlusDays(0)
              ? raiseFor.due_date
              : todayPlusDays(14),
        }}
        messages={{
          saved: (saved) => t('entities:correctiveAction.ui.saved', { number: saved.action_number }),
        }}
        onSaved={() => queryClient.invalidateQueries({ queryKey: entityKeys(correctiveActionEntity).all })}
      />
    ) : null,
  };
});
