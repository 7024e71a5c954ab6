// Expiring certificates (spec section 2 'certificates/expiring'): the certificates that expire within
// 30, 60 or 90 days (and those already expired), and the 90-day report as a PDF.
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { CERTIFICATE_ALERT_DAYS, certificateEntity } from '@mars/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useVessel } from '../../app/vessel-context';
import { EntityListPage } from '../../entity-ui/entity-list-page';
import { exportUrl } from '../../entity-ui/export-menu';
import { certificateCells } from './certificate-cells';
import { CertificateSurveyPanel } from './certificate-survey-panel';

const REPORT_HORIZON = 90;

export function horizonOf(value: string | null): number {
  const days = Number(value);
  return (CERTIFICATE_ALERT_DAYS as readonly number[]).includes(days) ? days : REPORT_HORIZON;
}

export function ExpiringCertificatesPage() {
  const { t, i18n } = useTranslation('certificates');
  const { selectedVessel } = useVessel();
  const [searchParams, setSearchParams] = useSearchParams();
  const horizon = horizonOf(searchParams.get('horizon'));
  const fixedFilters = useMemo(() => ({ 'days_until_expiry.lte': String(horizon) }), [horizon]);
  const reportTitle = t('expiring.reportTitle', { count: REPORT_HORIZON });
  const reportUrl = exportUrl(
    certificateEntity,
    'pdf',
    {
      'days_until_expiry.lte': String(REPORT_HORIZON),
      sort: 'expiry_date',
      ...(selectedVessel ? { vessel_id: selectedVessel.id } : {}),
    },
    { lang: i18n.language?.startsWith('de') ? 'de' : 'en', title: reportTitle },
  );

  return (
    <EntityListPage
      entity={certificateEntity}
      title={t('expiring.title')}
      fixedFilters={fixedFilters}
      cells={certificateCells}
      formExtra={(row) => <CertificateSurveyPanel row={row} />}
      headerActions={
        <Button
          component="a"
          href={reportUrl}
          download
          variant="light"
          leftSection={<IconFileTypePdf size={16} />}
        >
          {t('expiring.report')}
        </Button>
      }
      toolbar={
        <Group mb="md" gap="sm">
          <Text size="sm" fw={500}>
            {t('expiring.horizon')}
          </Text>
          <SegmentedControl
            aria-label={t('expiring.horizon')}
            data={CERTIFICATE_ALERT_DAYS.map((days) => ({
              value: String(days),
              label: t('expiring.days', { count: days }),
            }))}
            value={String(horizon)}
            onChange={(value) => {
              const next = new URLSearchParams(searchParams);
              next.set('horizon', value);
              next.delete('page');
              setSearchParams(next, { replace: true });
            }}
          />
          <Text size="xs" c="dimmed">
            {t('expiring.includesExpired')}
          </Text>
        </Group>
      }
    />
  );
}
