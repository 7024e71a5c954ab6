// The incidents screen's parts (/safety/incidents, issue 13): a report pre-filled with the time now
// and who is on watch from the vessel's latest logbook entry; the risk before and after on the matrix
// of rules/risk.ts; 'Raise corrective action' (the corrective-action form with the incident's
// reference) and 'Show corrective actions' (their list filtered to the incident).
import { Text } from '@mantine/core';
import type { Role } from '@mars/domain';
import { INCIDENT_INVESTIGATION_ROLES, logbookEntryEntity, riskScore } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../../app/vessel-context';
import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { useRelatedCorrectiveActions } from '../../entity-ui/related-corrective-actions';
import { todayPlusDays } from '../../entity-ui/today';

type Row = Record<string, unknown>;

/** Who has the watch: the crew on watch of the vessel's latest deck-log entry. */
function useWatchOnDuty(vesselId: string | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: [...entityKeys(logbookEntryEntity).all, 'on-watch', vesselId ?? ''],
    queryFn: () =>
      api.request<{ rows: Row[] }>(
        'GET',
        `/${logbookEntryEntity.resource}${buildQuery({ vessel_id: vesselId, logbook_type: 'deck', sort: '-entry_at', limit: 1 })}`,
      ),
    enabled: vesselId !== undefined,
    staleTime: 60_000,
  });
  const latest = data?.rows[0];
  const crew = typeof latest?.crew_on_watch === 'string' ? latest.crew_on_watch.trim() : '';
  return crew || undefined;
}

/** The time now to the minute, as the API takes it (UTC). */
function nowToTheMinute(): string {
  const now = new Date();
  now.setUTCSeconds(0, 0);
  return now.toISOString();
}

export const incidentUi = defineEntityUi(function useIncidentParts() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const onWatch = useWatchOnDuty(selectedVessel?.id);
  const actions = useRelatedCorrectiveActions({
    field: 'incident_id',
    source: 'incident',
    // Raised by whoever investigates.
    mayRaise: (_row, role) =>
      role !== undefined && (INCIDENT_INVESTIGATION_ROLES as readonly Role[]).includes(role),
    // The action's severity starts as the incident's (the same scale).
    defaults: (row) => ({ severity: row.severity, due_date: todayPlusDays(30) }),
  });

  const riskText = (row: Row, when: 'before' | 'after') => {
    const likelihood = row[`risk_likelihood_${when}`];
    const severity = row[`risk_severity_${when}`];
    if (typeof likelihood !== 'number' || typeof severity !== 'number')
      return t('entities:incident.ui.riskNone');
    const risk = riskScore(likelihood, severity);
    return t('entities:incident.ui.risk', {
      score: risk.score,
      level: t(`entities:incident.ui.riskLevels.${risk.level}`),
    });
  };

  return {
    createDefaults: {
      occurred_at: nowToTheMinute(),
      severity: 'minor',
      lost_time_injury: false,
      anonymous: false,
      ...(onWatch ? { on_watch: onWatch } : {}),
    },
    cells: {
      location: (row: Row) => (
        <div>
          <Text size="sm">{String(row.location ?? '')}</Text>
          {row.anonymous === true ? (
            <Text size="xs" c="dimmed">
              {t('entities:incident.ui.anonymousReporter')}
            </Text>
          ) : null}
        </div>
      ),
    },
    formExtra: (row) =>
      row ? (
        <Text size="sm" c="dimmed">
          {t('entities:incident.ui.riskBeforeAfter', {
            before: riskText(row, 'before'),
            after: riskText(row, 'after'),
          })}
        </Text>
      ) : null,
    rowActions: actions.menuItems,
    children: actions.dialog,
  };
});
