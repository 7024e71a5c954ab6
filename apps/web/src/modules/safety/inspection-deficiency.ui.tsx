// The deficiencies tab of the inspections screen (issue 13): a new deficiency takes the inspection the
// list is filtered to; on each deficiency 'Raise corrective action' (the corrective-action form with
// the deficiency's reference, its due date and a severity from the action code) and 'Show corrective
// actions' (their list filtered to it).
import type { Role } from '@mars/domain';
import { INSPECTION_ROLES } from '@mars/domain';
import { useSearchParams } from 'react-router';

import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { useRelatedCorrectiveActions } from '../../entity-ui/related-corrective-actions';
import { todayPlusDays } from '../../entity-ui/today';

/** How serious the action is, by what the inspector required: detention is critical. */
function severityOf(actionCode: unknown): string {
  if (actionCode === '30') return 'critical';
  if (actionCode === '17' || actionCode === '19') return 'serious';
  return 'moderate';
}

export const inspectionDeficiencyUi = defineEntityUi(function useInspectionDeficiencyParts() {
  const [searchParams] = useSearchParams();
  const inspectionId = searchParams.get('inspection_id');
  const actions = useRelatedCorrectiveActions({
    field: 'deficiency_id',
    source: 'deficiency',
    mayRaise: (_row, role) => role !== undefined && (INSPECTION_ROLES as readonly Role[]).includes(role),
    defaults: (row) => ({
      severity: severityOf(row.action_code),
      title: String(row.description ?? '').slice(0, 200),
      description: String(row.description ?? ''),
      // Due with the deficiency, never before today (the action is raised now).
      due_date:
        typeof row.due_date === 'string' && row.due_date > todayPlusDays(0)
          ? row.due_date
          : todayPlusDays(14),
    }),
  });

  return {
    createDefaults: {
      action_code: '17',
      due_date: todayPlusDays(0),
      ...(inspectionId ? { inspection_id: inspectionId } : {}),
    },
    rowActions: actions.menuItems,
    children: actions.dialog,
  };
});
