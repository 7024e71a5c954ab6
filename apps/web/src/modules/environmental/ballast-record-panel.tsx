// The ballast water record book's panel above its entries (/environmental/ballast, issue 14): the
// port-state-control readiness alert (entries without the officer's signature, not certified by the
// Master, entries that need attention, a broken chain, no ballast tanks), the help with its sources,
// 'Download PDF' and 'Verify chain', the pages waiting for the Master (record-book-pages.tsx), the convention's requirements for the selected vessel, its ballast
// tanks as the entries leave them and the entries that need attention.
import { Alert, Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BallastSummary } from '@mars/domain';
import { ballastRecordEntryEntity } from '@mars/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import { InfoPanel } from '../../app/info-panel';
import { ballastRecordBook, useBallastSummary } from './ballast-record-api';
import {
  AttentionAlert,
  BookActions,
  BookWarnings,
  RecordBookHelp,
  TankTable,
  tankVolume,
} from './record-book-parts';
import { RecordBookPagesPanel } from './record-book-pages';

const UI = 'entities:ballastRecordEntry.ui';
const HELP_PARTS = ['codes', 'items', 'rules', 'certification', 'sources'] as const;

function Readiness({ readiness }: { readiness: BallastSummary['readiness'] }) {
  const { t } = useTranslation();
  if (readiness.ready) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} data-testid="bwrb-readiness">
        <Text size="sm" fw={600}>
          {t(`${UI}.readiness.title`)}
        </Text>
        <Text size="sm">{t(`${UI}.readiness.ready`)}</Text>
      </Alert>
    );
  }
  return (
    <AttentionAlert
      title={`${t(`${UI}.readiness.title`)}: ${t(`${UI}.readiness.notReady`)}`}
      items={readiness.checks
        .filter((check) => check.count > 0)
        .map((check) => ({
          key: check.check,
          text: t(`${UI}.readiness.check.${check.check}`, { count: check.count }),
        }))}
      testId="bwrb-readiness"
    />
  );
}

function Requirements({ requirements }: { requirements: BallastSummary['requirements'] }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC' });
  return (
    <Stack gap={6} component="section" aria-labelledby="bwrb-requirements-title">
      <Title order={4} size="h5" id="bwrb-requirements-title">
        {t(`${UI}.requirements.title`)}
      </Title>
      <List size="sm" spacing={6} listStyleType="none" data-testid="bwrb-requirements">
        {requirements.map((requirement) => (
          <List.Item key={requirement.requirement}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Badge color={requirement.applies ? 'blue' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                {t(`${UI}.requirements.${requirement.applies ? 'applies' : 'notApplies'}`)}
              </Badge>
              <Text size="sm">
                {t(`${UI}.requirements.${requirement.requirement}`)}
                {requirement.since
                  ? ` (${t(`${UI}.requirements.since`, { date: day(requirement.since) })})`
                  : ''}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Tanks({ summary }: { summary: BallastSummary }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => tankVolume(value, i18n.language);
  if (summary.tanks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(`${UI}.tanksNone`)}
      </Text>
    );
  }
  return (
    <>
      <TankTable
        label={t(`${UI}.tanksTitle`)}
        columns={[
          t('entities:ballastRecordEntry.pdf.tanks.retained'),
          t('entities:ballastRecordEntry.fields.status'),
        ]}
        lines={summary.tanks.map((tank) => ({
          id: tank.tank_id,
          name: tank.name,
          amount: t(`${UI}.tankValue`, {
            retained: number(tank.retained_m3),
            capacity: number(tank.capacity_m3),
          }),
          state: tank.state,
          stateLabel: t(`${UI}.tankState.${tank.state}`),
        }))}
        rowTestId="bwrb-tank-row"
      />
      <Text size="sm" fw={600}>
        {t(`${UI}.totalRetained`, { total: number(summary.total_retained_m3) })}
      </Text>
    </>
  );
}

export function BallastRecordPanel() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const vesselId = selectedVessel?.id;
  const summary = useBallastSummary(vesselId);

  return (
    <InfoPanel
      id="bwrb-panel"
      title={t('entities:ballastRecordEntry.screen.title')}
      above={summary.data ? <Readiness readiness={summary.data.readiness} /> : null}
    >
      <RecordBookHelp prefix={UI} parts={HELP_PARTS} />
      {!vesselId ? (
        <Text size="sm" c="dimmed">
          {t(`${UI}.selectVessel`)}
        </Text>
      ) : (
        <>
          <BookActions
            entity="ballastRecordEntry"
            testId="bwrb-verification"
            download={(language) => ballastRecordBook.download(vesselId, language)}
            verify={() => ballastRecordBook.verify(vesselId)}
            lines={(result) =>
              result.chains.map((chain) =>
                t(chain.ok ? `${UI}.verifyOk` : `${UI}.verifyBroken`, {
                  count: chain.ok ? chain.checked : chain.problems.length,
                }),
              )
            }
          />
          <RecordBookPagesPanel entity={ballastRecordEntryEntity} path="ballast-record-book" />
          {summary.isError ? (
            <Alert color="red" role="alert">
              {t(`${UI}.loadFailed`)} {errorText(t, summary.error)}
            </Alert>
          ) : summary.data ? (
            <>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <Requirements requirements={summary.data.requirements} />
                <Stack gap={6}>
                  <Title order={4} size="h5">
                    {t(`${UI}.tanksTitle`)}
                  </Title>
                  <Tanks summary={summary.data} />
                </Stack>
              </SimpleGrid>
              {summary.data.warnings.length > 0 ? (
                <BookWarnings
                  entity="ballastRecordEntry"
                  warnings={summary.data.warnings}
                  tankName={(id) => summary.data.tanks.find((tank) => tank.tank_id === id)?.name ?? ''}
                />
              ) : null}
            </>
          ) : null}
        </>
      )}
    </InfoPanel>
  );
}
