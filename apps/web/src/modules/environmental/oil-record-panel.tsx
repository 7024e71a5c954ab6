// The oil record book's panel above its entries (/environmental/orb, issue 14): how the book follows
// MARPOL Annex I (the help, with its sources), the retained on board of each tank of the selected
// vessel as the entries add it up, the entries that need attention, and 'Download PDF' and 'Verify
// chain' for an inspector.
import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OilRecordVerification, OrbWarningRow, TankRobRow } from '@mars/domain';
import { IconAlertTriangle, IconDownload, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import { enumLabel } from '../../entity-ui/field-kinds/enum.kind';
import { downloadOilRecordBook, useOilRecordSummary, verifyOilRecordBook } from './oil-record-api';
import { RecordBookHelp } from './record-book-parts';

const STATE_COLOR = { ok: 'green', below_zero: 'red', above_capacity: 'red' } as const;
const HELP_PARTS = ['codes', 'rob', 'rules', 'certification', 'sources'] as const;

function TankTable({ tanks }: { tanks: TankRobRow[] }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) =>
    value.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Table striped withTableBorder aria-label={t('entities:oilRecordEntry.ui.robTitle')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('entities:vesselTank.fields.name')}</Table.Th>
          <Table.Th>{t('entities:oilRecordEntry.pdf.rob.rob')}</Table.Th>
          <Table.Th>{t('entities:oilRecordEntry.fields.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tanks.map((tank) => (
          <Table.Tr key={tank.tank_id} data-testid="orb-tank-row">
            <Table.Td>
              <Text size="sm">{tank.name}</Text>
              <Text size="xs">{enumLabel(t, 'vesselTank', 'tank_type', tank.tank_type)}</Text>
            </Table.Td>
            <Table.Td>
              {t('entities:oilRecordEntry.ui.robValue', {
                rob: number(tank.rob_m3),
                capacity: number(tank.capacity_m3),
              })}
            </Table.Td>
            <Table.Td>
              <Badge color={STATE_COLOR[tank.state]} variant="light">
                {t(`entities:oilRecordEntry.ui.robState.${tank.state}`)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Warnings({ warnings, tanks }: { warnings: OrbWarningRow[]; tanks: TankRobRow[] }) {
  const { t, i18n } = useTranslation();
  if (warnings.length === 0) return <Text size="sm">{t('entities:oilRecordEntry.ui.noWarnings')}</Text>;
  const tankName = (id: string | null) => tanks.find((tank) => tank.tank_id === id)?.name ?? '';
  const entries = new Set(warnings.map((warning) => warning.entry_id)).size;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      title={t('entities:oilRecordEntry.ui.warningsTitle', { count: entries })}
    >
      <List size="sm" spacing={2}>
        {warnings.map((warning, index) => (
          <List.Item key={`${warning.entry_id}-${warning.warning}-${index}`}>
            {t(`entities:oilRecordEntry.ui.warning.${warning.warning}`, {
              number: warning.entry_number ?? '',
              tank: tankName(warning.tank_id),
              value: warning.value === null ? '' : warning.value.toLocaleString(i18n.language),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
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
  const { t, i18n } = useTranslation();
  const { selectedVessel } = useVessel();
  const vesselId = selectedVessel?.id;
  const summary = useOilRecordSummary(vesselId);
  const [busy, setBusy] = useState<'pdf' | 'verify' | null>(null);
  const [verification, setVerification] = useState<OilRecordVerification | null>(null);

  async function download() {
    if (!vesselId) return;
    setBusy('pdf');
    try {
      await downloadOilRecordBook(vesselId, i18n.language?.startsWith('de') ? 'de' : 'en');
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: `${t('entities:oilRecordEntry.ui.downloadFailed')}: ${errorText(t, failure)}`,
      });
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    if (!vesselId) return;
    setBusy('verify');
    try {
      setVerification(await verifyOilRecordBook(vesselId));
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: `${t('entities:oilRecordEntry.ui.verifyFailed')}: ${errorText(t, failure)}`,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="orb-panel-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconInfoCircle size={20} aria-hidden />
          <Title order={3} size="h4" id="orb-panel-title">
            {t('entities:oilRecordEntry.ui.help.title')}
          </Title>
        </Group>
        <RecordBookHelp prefix="entities:oilRecordEntry.ui" parts={HELP_PARTS} />
        {!vesselId ? (
          <Text size="sm" c="dimmed">
            {t('entities:oilRecordEntry.ui.selectVessel')}
          </Text>
        ) : (
          <>
            <Group gap="sm" wrap="wrap">
              <Button
                leftSection={<IconDownload size={16} />}
                variant="light"
                loading={busy === 'pdf'}
                onClick={() => void download()}
              >
                {t('entities:oilRecordEntry.ui.downloadPdf')}
              </Button>
              <Button
                leftSection={<IconShieldCheck size={16} />}
                variant="default"
                loading={busy === 'verify'}
                onClick={() => void verify()}
              >
                {t('entities:oilRecordEntry.ui.verify')}
              </Button>
            </Group>
            {verification ? (
              <Alert
                color={verification.ok ? 'green' : 'red'}
                variant="light"
                role="status"
                data-testid="orb-verification"
              >
                {verificationText(t, verification).map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))}
              </Alert>
            ) : null}
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
                  <TankTable tanks={summary.data.tanks} />
                )}
                <Warnings warnings={summary.data.warnings} tanks={summary.data.tanks} />
              </>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
