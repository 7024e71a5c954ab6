// Under the last position (issue 14 'Navigation'): the reporting requirements of the selected vessel's
// day - every 4 hours underway, the noon position at 1200 zone time, arrival and departure, a change of
// course or speed - with what is missing today, and the latest position's data as the deck log carries
// it. Both are the server's, from the domain's rules (positionReportsOfDay, deckLogLineOf).
import { Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DeckLogDataField, MissingReport, PositionReportsAnswer, ReportRequirement } from '@mars/domain';
import { DECK_LOG_DATA_FIELDS, REPORT_REQUIREMENTS } from '@mars/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { coordinateText } from '../../entity-ui/coordinate-input';
import { usePositionReports } from './navigation-api';

/** 'YYYY-MM-DD HH:mm UTC' (logbook times are UTC, spec section 9). */
export function utcText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** What is missing, in words. */
export function missingText(t: TFunction, report: MissingReport): string {
  const time = utcText(report.due_at);
  switch (report.requirement) {
    case 'four_hourly':
      return t('navigation:reports.missing.four_hourly', { time });
    case 'noon':
      return t('navigation:reports.missing.noon', { time });
    case 'arrival_departure':
      return t(`navigation:reports.missing.${report.event ?? 'arrival'}`, { time, port: report.port ?? '' });
    case 'course_speed_change':
      return t(`navigation:reports.missing.${report.change ?? 'course'}`, {
        since: utcText(report.since ?? report.due_at),
        time,
      });
  }
}

const UNITS: Partial<Record<DeckLogDataField, string>> = {
  course: '°',
  speed: 'kn',
  wind_force: 'Bft',
  barometric_pressure: 'hPa',
};

function dataText(t: TFunction, field: DeckLogDataField, value: string | number, language: string): string {
  if (field === 'latitude' || field === 'longitude') return coordinateText(value, field, language);
  if (field === 'wind_direction' || field === 'visibility') {
    return t(`entities:logbookEntry.enums.${field}.${String(value)}`);
  }
  if (typeof value === 'number') {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
    const unit = UNITS[field];
    if (!unit) return number;
    return unit === '°' ? `${number}°` : `${number} ${unit}`;
  }
  return value;
}

type RequirementState = { color: string; text: string };

/**
 * How a requirement stands today: missing reports first; else a report made; else a noon or 4-hourly
 * report still to come today (not 'complete' before its time); else nothing was due (in port, no
 * arrival, no change of course or speed).
 */
export function requirementState(
  t: TFunction,
  requirement: ReportRequirement,
  day: PositionReportsAnswer['day'],
): RequirementState {
  const missing = day.missing.filter((report) => report.requirement === requirement).length;
  if (missing > 0) return { color: 'red', text: t('navigation:reports.missingCount', { count: missing }) };
  const next =
    requirement === 'noon'
      ? day.next_noon_at
      : requirement === 'four_hourly'
        ? day.next_four_hourly_at
        : null;
  if (requirement === 'four_hourly' && next)
    return { color: 'green', text: t('navigation:reports.state.upToDate') };
  if (day.reported[requirement] > 0) return { color: 'green', text: t('navigation:reports.state.reported') };
  if (next && next.slice(0, 10) === day.to.slice(0, 10)) {
    return {
      color: 'blue',
      text: t('navigation:reports.state.dueAt', { time: next.slice(11, 16) + ' UTC' }),
    };
  }
  const key = requirement === 'four_hourly' || requirement === 'noon' ? 'notDue' : 'none';
  return { color: 'gray', text: t(`navigation:reports.state.${key}`) };
}

function Requirements({ answer }: { answer: PositionReportsAnswer }) {
  const { t } = useTranslation();
  const { day } = answer;
  return (
    <Stack gap={6} component="section" aria-labelledby="position-reports-title">
      <Text fw={600} size="sm" id="position-reports-title">
        {t('navigation:reports.title')}
      </Text>
      {REPORT_REQUIREMENTS.map((requirement) => {
        const missing = day.missing.filter((report) => report.requirement === requirement);
        const state = requirementState(t, requirement, day);
        return (
          <div key={requirement} data-testid={`report-${requirement}`}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t(`navigation:reports.requirement.${requirement}`)}</Text>
              <Badge color={state.color} variant="light">
                {state.text}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('navigation:reports.made', { count: day.reported[requirement] })}
              </Text>
            </Group>
            {missing.length > 0 ? (
              <List size="sm" withPadding>
                {missing.map((report) => (
                  <List.Item key={`${report.due_at}-${report.since ?? ''}`}>
                    {missingText(t, report)}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </div>
        );
      })}
      <Text size="xs" c="dimmed">
        {[
          day.next_four_hourly_at
            ? t('navigation:reports.nextFourHourly', { time: utcText(day.next_four_hourly_at) })
            : undefined,
          day.next_noon_at
            ? t('navigation:reports.nextNoon', { time: utcText(day.next_noon_at) })
            : undefined,
          t('navigation:reports.zoneTime'),
        ]
          .filter(Boolean)
          .join(' ')}
      </Text>
    </Stack>
  );
}

function DeckLogData({ answer }: { answer: PositionReportsAnswer }) {
  const { t, i18n } = useTranslation();
  const latest = answer.latest;
  return (
    <Stack gap={6} component="section" aria-labelledby="deck-log-data-title">
      <Text fw={600} size="sm" id="deck-log-data-title">
        {t('navigation:deckLog.title')}
      </Text>
      {latest ? (
        <>
          <Text size="sm" c="dimmed">
            {t('navigation:deckLog.of', {
              number: latest.position_number ?? '',
              time: utcText(latest.deck_log.entry_at),
              type: t(`entities:logbookEntry.enums.entry_type.${latest.deck_log.entry_type}`),
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2} component="dl" m={0}>
            {DECK_LOG_DATA_FIELDS.filter((field) => latest.deck_log.data[field] !== undefined).map(
              (field) => (
                <Group key={field} gap={6} wrap="nowrap" data-testid={`deck-log-${field}`}>
                  <Text size="sm" c="dimmed" component="dt">
                    {t(`entities:logbookEntry.fields.${field}`)}
                  </Text>
                  <Text size="sm" component="dd" m={0}>
                    {dataText(t, field, latest.deck_log.data[field]!, i18n.language)}
                  </Text>
                </Group>
              ),
            )}
          </SimpleGrid>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('navigation:deckLog.none')}
        </Text>
      )}
    </Stack>
  );
}

/** The selected vessel's reports of the day and its deck-log data; nothing for the whole fleet. */
export function PositionReportsPanel({ vesselId }: { vesselId: string | undefined }) {
  const query = usePositionReports(vesselId);
  if (!vesselId || !query.data) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Requirements answer={query.data} />
      <DeckLogData answer={query.data} />
    </SimpleGrid>
  );
}
