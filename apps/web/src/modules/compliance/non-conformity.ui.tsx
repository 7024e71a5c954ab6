// The non-conformities screen's parts (/compliance/non-conformities, issue 13): a new finding dated
// today with its corrective action due within a month; 'Raise corrective action' (the
// corrective-action form with the non-conformity's reference, its severity and due date; not for a
// closed finding) and 'Show corrective actions' (their list filtered to it).
import { nonConformityEntity } from '@mars/domain';

import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { useRelatedCorrectiveActions } from '../../entity-ui/related-corrective-actions';
import { todayPlusDays } from '../../entity-ui/today';
import { FINDING_DUE_DAYS } from './compliance-dates';

export const nonConformityUi = defineEntityUi(function useNonConformityParts() {
  const actions = useRelatedCorrectiveActions({
    field: 'non_conformity_id',
    source: 'non_conformity',
    mayRaise: (row) => row.status !== 'closed',
    // The action's severity and due date start as the finding's.
    defaults: (row) => ({
      severity: row.severity,
      due_date:
        typeof row.due_date === 'string' && row.due_date >= todayPlusDays(0)
          ? row.due_date
          : todayPlusDays(FINDING_DUE_DAYS),
    }),
    alsoChanges: [nonConformityEntity],
  });

  return {
    createDefaults: {
      kind: 'non_conformity',
      severity: 'moderate',
      identified_date: todayPlusDays(0),
      due_date: todayPlusDays(FINDING_DUE_DAYS),
    },
    rowActions: actions.menuItems,
    children: actions.dialog,
  };
});
