// The oil record book's panel above its entries (/environmental/orb, issue 14): how the book follows
// MARPOL Annex I (the help, with its sources), the retained on board of each tank of the selected
// vessel as the entries add it up, the entries that need attention, 'Download PDF' and 'Verify
// chain' for an inspector, and the pages waiting for the Master (record-book-pages.tsx).
import { Alert, Text, Title } from '@mantine/core';
import type { OilRecordVerification, TankRobRow } from '@mars/domain';
import { oilRecordEntryEntity } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import { InfoPanel } from '../../app/info-panel';
import { enumLabel } from '../../entity-ui/enum-label';
import { oilRecordBook, useOilRecordSummary } from './oil-record-api';
import { BookActions, BookWarnings, RecordBookHelp, TankTable, tankVolume } from './record-book-parts';
import { RecordBookPagesPanel } from './record-book-pages';

const HELP_PARTS = ['codes', 'rob', 'rules', 'certification', 'sources'] as const;

function RobTable({ tanks }: { tanks: TankRobRow[] }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => tankVolume(value, i18n.language);
  return (
    <TankTable
      label={t('entities:oilRecordEntry.ui.robTitle')}
      columns={[t('entities:oilRecordEntry.pdf.rob.rob'), t('entities:oilRecordEntry.fields.status')]}
      lines={tanks.map((tank) => ({
        id: tank.tank_id,
        name: tank.name,
        detail: enumLabel(t, 'vesselTank', 'tank_type', tank.tank_type),
        amount: t('entities:oilRecordEntry.ui.robValue', {
          rob: number(tank.rob_m3),
          capacity: number(tank.capacity_m3),
        }),
        state: tank.state,
        stateLabel: t(`entities:oilRecordEntry.ui.robState.${tank.state}`),
      }))}
      rowTestId="orb-tank-row"
      horizontalSpacing="xs"
    />
  );
}

function verificationText(
  t: (key: string, options?: Record<string, unknown>) => string,
  result: OilRecordVerification,
) {
  return result.chains.map((chain) =>
    t(chain.ok ? 'entities:oilRecordEntry.ui.verifyOk' : 'entities:oilRecordEntry.ui.verifyBroken', {
      part: t(`entities:oilRecordEntry.pdf.part${chain.part}`),
      count: chain.ok ? chain.checked : chain.problems.length,
    }),
  );
}

export function OilRecordPanel() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const vesselId = selectedVessel?.id;
  const summary = useOilRecordSummary(vesselId);
  return (
    <InfoPanel id="orb-panel" title={t('entities:oilRecordEntry.ui.help.title')}>
      <RecordBookHelp prefix="entities:oilRecordEntry.ui" parts={HELP_PARTS} />
      {!vesselId ? (
        <Text size="sm" c="dimmed">
          {t('entities:oilRecordEntry.ui.selectVessel')}
        </Text>
      ) : (
        <>
          <BookActions
            entity="oilRecordEntry"
            testId="orb-verification"
            download={(language) => oilRecordBook.download(vesselId, language)}
            verify={() => oilRecordBook.verify(vesselId)}
            lines={(result) => verificationText(t, result)}
          />
          <RecordBookPagesPanel entity={oilRecordEntryEntity} path="oil-record-book" />
          <Title order={4} size="h5">
            {t('entities:oilRecordEntry.ui.robTitle')}
          </Title>
          {summary.isError ? (
            <Alert color="red" role="alert">
              {t('entities:oilRecordEntry.ui.robLoadFailed')} {errorText(t, summary.error)}
            </Alert>
          ) : summary.data ? (
            <>
              {summary.data.tanks.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('entities:oilRecordEntry.ui.robNone')}
                </Text>
              ) : (
                <RobTable tanks={summary.data.tanks} />
              )}
              {summary.data.warnings.length === 0 ? (
                <Text size="sm">{t('entities:oilRecordEntry.ui.noWarnings')}</Text>
              ) : (
                <BookWarnings
                  entity="oilRecordEntry"
                  warnings={summary.data.warnings}
                  tankName={(id) => summary.data.tanks.find((tank) => tank.tank_id === id)?.name ?? ''}
                />
              )}
            </>
          ) : null}
        </>
      )}
    </InfoPanel>
  );
}
