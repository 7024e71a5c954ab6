// The incidents screen's parts (/safety/incidents, issue 13): a report pre-filled with the time now
// and who is on watch from the vessel's latest logbook entry; the risk before and after on the matrix
// of rules/risk.ts; 'Raise corrective action' (the corrective-action form with the incident's
// reference) and 'Show corrective actions' (their list filtered to the incident).
import { Menu, Text } from '@mantine/core';
import type { Role } from '@mars/domain';
import {
  INCIDENT_INVESTIGATION_ROLES,
  correctiveActionEntity,
  logbookEntryEntity,
  mayWriteEntity,
  riskScore,
} from '@mars/domain';
import { IconArrowBack, IconListSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { useVessel } from '../../app/vessel-context';
import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';

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

function todayPlusDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const incidentUi = defineEntityUi(function useIncidentParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { selectedVessel } = useVessel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onWatch = useWatchOnDuty(selectedVessel?.id);
  const [raiseFor, setRaiseFor] = useState<Row | null>(null);
  const role = user?.role as Role | undefined;
  const mayRaise = mayWriteEntity(correctiveActionEntity, role, 'create');
  const investigates = role !== undefined && (INCIDENT_INVESTIGATION_ROLES as readonly Role[]).includes(role);

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
    rowActions: (row: Row) => (
      <>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconListSearch size={14} />}
          onClick={() => void navigate(`${correctiveActionEntity.screen.path}?incident_id=${String(row.id)}`)}
        >
          {t('entities:incident.ui.showActions')}
        </Menu.Item>
        {mayRaise && investigates ? (
          <Menu.Item leftSection={<IconArrowBack size={14} />} onClick={() => setRaiseFor(row)}>
            {t('entities:incident.ui.raiseAction')}
          </Menu.Item>
        ) : null}
      </>
    ),
    children: raiseFor ? (
      <EntityFormModal
        entity={correctiveActionEntity}
        opened
        onClose={() => setRaiseFor(null)}
        title={t('entities:incident.ui.raiseAction')}
        defaults={{
          vessel_id: raiseFor.vessel_id,
          incident_id: raiseFor.id,
          source: 'incident',
          // The action's severity starts as the incident's (the same scale).
          severity: raiseFor.severity,
          reported_by: user?.id,
          reported_date: todayPlusDays(0),
          due_date: todayPlusDays(30),
        }}
        messages={{
          saved: (saved) => t('entities:correctiveAction.ui.saved', { number: saved.action_number }),
        }}
        onSaved={() => queryClient.invalidateQueries({ queryKey: entityKeys(correctiveActionEntity).all })}
      />
    ) : null,
  };
});
