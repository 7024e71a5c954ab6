// Next survey due and the annual survey window of the certificate being edited.
import { Alert, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useFormatters } from '../../app/regional';
import { formatIsoDay } from '../../entity-ui/field-kinds/date.kind';
import { nextSurveyWindow } from './certificate-survey';

export function CertificateSurveyPanel({ row }: { row: Record<string, unknown> | undefined }) {
  const { t } = useTranslation('certificates');
  const { locale } = useFormatters();
  if (!row) return null;
  const window = nextSurveyWindow(row.expiry_date, new Date().toISOString().slice(0, 10));
  const day = (value: string) => formatIsoDay(value, locale);
  return (
    <Alert variant="light" color="blue" icon={<IconCalendarEvent size={18} />} title={t('survey.title')}>
      <Stack gap={2}>
        {typeof row.next_survey_due === 'string' ? (
          <Text size="sm">{t('survey.nextDue', { date: day(row.next_survey_due) })}</Text>
        ) : null}
        <Text size="sm">
          {window
            ? t('survey.nextWindow', {
                start: day(window.windowStart),
                end: day(window.windowEnd),
                anniversary: day(window.anniversary),
              })
            : t('survey.noWindow')}
        </Text>
      </Stack>
    </Alert>
  );
}
