// The CII forecast beside the running CII (/environmental/emissions): the attained CII and rating at
// 31 December at the recent operating profile (the last 90 days, or the year's own days while fewer),
// which profile it took, and what the Master can act on - the CO2 left for the rest of the year to keep
// rating C (or the year's better running rating) at the forecast distance. A D or E forecast shows the
// corrective-plan rule of the CII part (reg. 28.7). The figures are the server's (rules/cii-forecast.ts).
import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { EmissionsYearAnswer } from '@mars/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useFormatters } from '../../app/regional';
import { RatingBadge, T, useNumbers } from './emissions-cii';

export function ForecastSection({ year }: { year: EmissionsYearAnswer }) {
  const { t } = useTranslation();
  const n = useNumbers();
  const format = useFormatters();
  const forecast = year.forecast;
  const unit = year.cii.capacity_measure === 'gt' ? t(`${T}.unitGt`) : t(`${T}.unitAer`);
  return (
    <Stack gap="xs" data-testid="cii-forecast">
      <Title order={4} size="h5">
        {t(`${T}.forecast.title`)}
      </Title>
      {forecast === null ? (
        <Text size="sm" data-testid="cii-forecast-reason">
          {t(`${T}.forecast.reason.${year.forecast_reason ?? 'no_distance'}`)}
        </Text>
      ) : (
        <>
          <Text size="sm" data-testid="cii-forecast-basis">
            {t(`${T}.forecast.basis.${forecast.basis}`, {
              from: format.date(forecast.from),
              to: format.date(forecast.to),
              co2: n.t1(forecast.co2_per_day),
              distance: n.t0(forecast.distance_per_day),
              days: forecast.remaining_days,
            })}
          </Text>
          <Table withTableBorder variant="vertical" aria-label={t(`${T}.forecast.title`)}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" w="45%">
                  {t(`${T}.forecast.attained`)}
                </Table.Th>
                <Table.Td data-testid="cii-forecast-attained">{`${n.cii(forecast.attained)} ${unit}`}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t(`${T}.forecast.rating`)}</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <RatingBadge rating={forecast.rating} size="sm" testId="cii-forecast-rating" />
                  </Group>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t(`${T}.forecast.co2`)}</Table.Th>
                <Table.Td>{t(`${T}.tonnes`, { value: n.t0(forecast.co2_t) })}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t(`${T}.forecast.distance`)}</Table.Th>
                <Table.Td>{t(`${T}.nm`, { value: n.t0(forecast.distance_nm) })}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t(`${T}.forecast.left`, { rating: forecast.target })}</Table.Th>
                <Table.Td data-testid="cii-forecast-left">
                  {forecast.co2_left_t >= 0
                    ? t(`${T}.forecast.leftValue`, {
                        value: n.t0(forecast.co2_left_t),
                        perDay: forecast.co2_left_per_day === null ? '–' : n.t1(forecast.co2_left_per_day),
                      })
                    : t(`${T}.forecast.over`, { value: n.t0(-forecast.co2_left_t), rating: forecast.target })}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {forecast.rating === 'D' || forecast.rating === 'E' ? (
            <Alert
              color={forecast.rating === 'E' ? 'red' : 'orange'}
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              data-testid="cii-forecast-action"
            >
              <Text size="sm">{t(`${T}.ratingAction.${forecast.rating}`)}</Text>
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            {t(`${T}.forecast.note`)}
          </Text>
        </>
      )}
    </Stack>
  );
}
