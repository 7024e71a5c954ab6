// /logbook/reports: a daily or date-range logbook report of the selected vessel as PDF or CSV, for all
// logbook types or one, in English or German; and the hash-chain verification with its result.
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Verification } from '@mars/domain';
import { LOGBOOK_TYPES } from '@mars/domain';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { PageHeader } from '../../app/page-header';
import { useVessel } from '../../app/vessel-context';
import { serverFieldErrors } from '../../entity-ui/form-values';
import { VerificationResult } from './chain-verification-card';
import type { ReportRequest } from './logbook-api';
import { downloadReport, verifyChains } from './logbook-api';
import { DayInput } from './logbook-parts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function LogbookReportsPage() {
  const { t, i18n } = useTranslation('logbook');
  const { selectedVessel } = useVessel();
  const [mode, setMode] = useState<'daily' | 'range'>('daily');
  const [day, setDay] = useState(todayUtc);
  const [from, setFrom] = useState(() => new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));
  const [to, setTo] = useState(todayUtc);
  const [logbookType, setLogbookType] = useState('');
  const [lang, setLang] = useState(i18n.language?.startsWith('de') ? 'de' : 'en');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);
  const vesselId = selectedVessel?.id ?? '';
  const period = mode === 'daily' ? { from: day, to: day } : { from, to };
  const isPeriodValid = Boolean(period.from && period.to && period.from <= period.to);

  async function download(format: ReportRequest['format']) {
    setError(null);
    if (!isPeriodValid) {
      setError(t('validation:dateRange'));
      return;
    }
    setBusy(format);
    try {
      await downloadReport({ vessel_id: vesselId, ...period, logbook_type: logbookType, format, lang });
      notifications.show({ color: 'green', message: t('messages.reportDone') });
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      const key = fields ? Object.values(fields)[0]?.[0] : undefined;
      const reason = key ? t(key) : errorText(t, failure, 'errors:download_failed');
      setError(`${t('messages.reportFailed')}: ${reason}`);
      notifications.show({ color: 'red', message: t('messages.reportFailed') });
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    setError(null);
    setBusy('verify');
    try {
      setVerification(await verifyChains(vesselId, logbookType));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(null);
    }
  }

  const typeOptions = [
    { value: '', label: t('reports.allTypes') },
    ...LOGBOOK_TYPES.map((type) => ({
      value: type,
      label: t(`entities:logbookEntry.enums.logbook_type.${type}`),
    })),
  ];
  return (
    <>
      <PageHeader title={t('nav:items.logbookReports')} description={selectedVessel?.name} />
      <Stack gap="md">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <SegmentedControl
              aria-label={t('reports.kind')}
              value={mode}
              onChange={(value) => setMode(value as 'daily' | 'range')}
              data={[
                { value: 'daily', label: t('reports.daily') },
                { value: 'range', label: t('reports.range') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {mode === 'daily' ? (
                <DayInput label={t('reports.date')} value={day} onChange={setDay} />
              ) : (
                <>
                  <DayInput label={t('reports.from')} value={from} onChange={setFrom} />
                  <DayInput label={t('reports.to')} value={to} onChange={setTo} />
                </>
              )}
              <Select
                label={t('entities:logbookEntry.fields.logbook_type')}
                data={typeOptions}
                value={logbookType}
                onChange={(value) => setLogbookType(value ?? '')}
                allowDeselect={false}
              />
              <Select
                label={t('reports.language')}
                data={[
                  { value: 'en', label: 'English' },
                  { value: 'de', label: 'Deutsch' },
                ]}
                value={lang}
                onChange={(value) => setLang(value ?? 'en')}
                allowDeselect={false}
              />
            </SimpleGrid>
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group wrap="wrap">
              <Button
                leftSection={<IconDownload size={16} />}
                loading={busy === 'pdf'}
                onClick={() => void download('pdf')}
              >
                {t('reports.downloadPdf')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={busy === 'csv'}
                onClick={() => void download('csv')}
              >
                {t('reports.downloadCsv')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconShieldCheck size={16} />}
                loading={busy === 'verify'}
                onClick={() => void verify()}
              >
                {t('actions.verify')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {verification ? (
          <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
            <Title order={2} size="h4" mb="sm">
              {t('verify.title')}
            </Title>
            <VerificationResult result={verification} />
          </Paper>
        ) : null}
      </Stack>
    </>
  );
}
