// The EEXI part of the emissions panel (/environmental/emissions): the attained EEXI of the ship's
// EEXI Technical File (vessel record) against the required EEXI of MARPOL Annex VI reg. 25, with the
// reference line a × b^-c, the reduction factor Y and its band, the power limitation, compliant or
// not, the rule version and the source of every factor. The figures are the server's (emissions-outlook.ts).
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { EmissionsYearAnswer } from '@mars/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useFormatters } from '../../app/regional';
import { T, useNumbers } from './emissions-cii';

type Eexi = EmissionsYearAnswer['eexi'];

export function EexiSection({ eexi }: { eexi: Eexi }) {
  const { t } = useTranslation();
  const n = useNumbers();
  const format = useFormatters();
  const unit = t(`${T}.eexi.unit`);
  const measure = eexi.measure === 'gt' ? 'GT' : 'DWT';
  const value = (figure: number | null) => (figure === null ? '–' : `${n.cii(figure)} ${unit}`);
  const rows: [string, string, string?][] = [
    [t(`${T}.eexi.attained`), value(eexi.attained), 'eexi-attained'],
    [t(`${T}.eexi.required`), value(eexi.required), 'eexi-required'],
    [
      t(`${T}.eexi.reference`),
      eexi.reference === null || eexi.a === null || eexi.b === null || eexi.c === null
        ? '–'
        : t(`${T}.eexi.referenceValue`, {
            value: value(eexi.reference),
            a: format.number(eexi.a, { maximumFractionDigits: 2 }),
            b: n.t0(eexi.b),
            c: format.number(eexi.c, { maximumFractionDigits: 3 }),
          }),
    ],
    [
      t(`${T}.eexi.reductionFactor`),
      eexi.reduction_factor === null || eexi.band_from === null
        ? '–'
        : t(eexi.band_to === null ? `${T}.eexi.band` : `${T}.eexi.bandInterpolated`, {
            value: format.number(eexi.reduction_factor, { maximumFractionDigits: 2 }),
            from: n.t0(eexi.band_from),
            to: eexi.band_to === null ? '' : n.t0(eexi.band_to),
            measure,
          }),
    ],
    [
      t(`${T}.eexi.epl`),
      eexi.epl_fitted
        ? t(`${T}.eexi.eplFitted`, { value: eexi.epl_power_kw === null ? '–' : n.t0(eexi.epl_power_kw) })
        : t(`${T}.eexi.eplNone`),
      'eexi-epl',
    ],
  ];
  return (
    <Stack gap="xs" data-testid="eexi">
      <Title order={4} size="h5">
        {t(`${T}.eexi.title`)}
      </Title>
      {eexi.reason ? (
        <Text size="sm" data-testid="eexi-reason">
          {t(`${T}.eexi.reason.${eexi.reason}`)}
        </Text>
      ) : null}
      <Table withTableBorder variant="vertical" aria-label={t(`${T}.eexi.title`)}>
        <Table.Tbody>
          {rows.map(([label, text, testId]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="45%">
                {label}
              </Table.Th>
              <Table.Td data-testid={testId}>{text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {eexi.applicable && eexi.compliant === null ? (
        <Text size="sm" data-testid="eexi-compliance">
          {t(`${T}.eexi.noAttained`)}
        </Text>
      ) : null}
      {eexi.compliant !== null ? (
        <Alert
          color={eexi.compliant ? 'teal' : 'red'}
          variant="light"
          icon={eexi.compliant ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
          data-testid="eexi-compliance"
        >
          <Text size="sm">{t(eexi.compliant ? `${T}.eexi.compliant` : `${T}.eexi.notCompliant`)}</Text>
        </Alert>
      ) : null}
      <Text size="xs" c="dimmed">
        {t(`${T}.eexi.ruleVersion`)} {t(`${T}.eexi.sources`)}
      </Text>
    </Stack>
  );
}
