// The emissions panel above the records (/environmental/emissions, issue 14): the reporting year's
// figures of the selected vessel - stat cards (fuel, CO2, distance, time at sea, the CII rating, the
// records verified), the fuel by type with its CO2 factor, the attained and required CII with the
// rating scale A-E and what a D or E asks, the CII forecast to 31 December with the CO2 left to keep
// the rating, the ship's attained and required EEXI, the CO2 by EU MRV scope with the ETS share - each
// with the rules it comes from; without a vessel, the fleet's figures per ship. All figures are the server's,
// derived from the records (emissions-year.ts).
import { Alert, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { EmissionsFleetAnswer, EmissionsYearAnswer } from '@mars/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import { InfoPanel } from '../../app/info-panel';
import { enumLabel } from '../../entity-ui/enum-label';
import { useEmissionsFleet, useEmissionsYear } from './emissions-api';
import { CiiSection, RatingBadge, ScrollRegion, T, useNumbers } from './emissions-cii';
import { EexiSection } from './emissions-eexi';
import { ForecastSection } from './emissions-forecast';

/** The reporting years offered: this one and the five before. */
function yearsUpTo(current: number): string[] {
  return Array.from({ length: 6 }, (_, index) => String(current - index));
}

function Cards({ year }: { year: EmissionsYearAnswer }) {
  const { t } = useTranslation();
  const n = useNumbers();
  // Each card: its test id (`emissions-<id>`), its label (`cards.<label>`) and its figure.
  const cards: readonly [id: string, label: string, value: ReactNode][] = [
    ['fuel', 'fuel', t(`${T}.tonnes`, { value: n.t1(year.fuel_t) })],
    ['co2', 'co2', t(`${T}.tonnes`, { value: n.t1(year.co2_t) })],
    ['distance', 'distance', t(`${T}.nm`, { value: n.t0(year.distance_nm) })],
    ['hours', 'hours', t(`${T}.hoursValue`, { value: n.t0(year.hours_at_sea) })],
    ['cii', 'cii', <RatingBadge rating={year.cii.rating} />],
    ['verified', 'records', t(`${T}.verifiedOf`, { verified: year.verified, records: year.records })],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      {cards.map(([id, label, value]) => (
        <Paper key={id} withBorder p="sm" data-testid={`emissions-${id}`}>
          <Text size="sm" c="dimmed">
            {t(`${T}.cards.${label}`)}
          </Text>
          <Text size="xl" fw={700} component="div">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function FuelTable({ year }: { year: EmissionsYearAnswer }) {
  const { t } = useTranslation();
  const n = useNumbers();
  if (year.fuel.length === 0) return null;
  return (
    <ScrollRegion label={t(`${T}.fuelTitle`)}>
      <Table striped withTableBorder aria-label={t(`${T}.fuelTitle`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entities:emissionRecord.fields.fuel_type')}</Table.Th>
            <Table.Th ta="right">{t('entities:emissionRecord.fields.fuel_consumed_t')}</Table.Th>
            <Table.Th ta="right">{t(`${T}.factor`)}</Table.Th>
            <Table.Th ta="right">{t('entities:emissionRecord.fields.co2_t')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {year.fuel.map((fuel) => (
            <Table.Tr key={fuel.fuel_type}>
              <Table.Td>{enumLabel(t, 'emissionRecord', 'fuel_type', fuel.fuel_type)}</Table.Td>
              <Table.Td ta="right">{n.t1(fuel.fuel_t)}</Table.Td>
              <Table.Td ta="right">{n.t3(fuel.factor)}</Table.Td>
              <Table.Td ta="right">{n.t1(fuel.co2_t)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t(`${T}.fuelTotal`)}</Table.Th>
            <Table.Td ta="right">{n.t1(year.fuel_t)}</Table.Td>
            <Table.Td />
            <Table.Td ta="right">{n.t1(year.co2_t)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function EuSection({ year }: { year: EmissionsYearAnswer }) {
  const { t } = useTranslation();
  const n = useNumbers();
  const eu = year.eu;
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t(`${T}.euTitle`)}
      </Title>
      <ScrollRegion label={t(`${T}.euTitle`)}>
        <Table striped withTableBorder aria-label={t(`${T}.euTitle`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('entities:emissionRecord.fields.eu_scope')}</Table.Th>
              <Table.Th ta="right">{t('entities:emissionRecord.fields.co2_t')}</Table.Th>
              <Table.Th ta="right">{t(`${T}.scopeShare`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {eu.scopes.map((scope) => (
              <Table.Tr key={scope.scope} data-testid={`eu-${scope.scope}`}>
                <Table.Td>{enumLabel(t, 'emissionRecord', 'eu_scope', scope.scope)}</Table.Td>
                <Table.Td ta="right">{n.t1(scope.co2_t)}</Table.Td>
                <Table.Td ta="right">{n.t0(scope.share * 100)} %</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t(`${T}.mrvTotal`)}</Table.Th>
              <Table.Td ta="right" data-testid="eu-mrv-total">
                {n.t1(eu.mrv_co2_t)}
              </Table.Td>
              <Table.Td />
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t(`${T}.etsTotal`)}</Table.Th>
              <Table.Td ta="right">{n.t1(eu.ets_co2_t)}</Table.Td>
              <Table.Td />
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">
                {t(`${T}.surrender`, { year: year.year, share: n.t0(eu.surrender_share * 100) })}
              </Table.Th>
              <Table.Td ta="right">{n.t1(eu.surrender_co2_t)}</Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {eu.unplaced_co2_t > 0 ? (
        <Text size="sm">{t(`${T}.unplaced`, { value: n.t1(eu.unplaced_co2_t) })}</Text>
      ) : null}
    </Stack>
  );
}

/** A year's figures once they are there: a placeholder while they load, why when the load failed. */
function YearFigures<Data>({
  result,
  children,
}: {
  result: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  if (result.isError) {
    return (
      <Alert color="red" role="alert">
        {t(`${T}.loadFailed`)} {errorText(t, result.error)}
      </Alert>
    );
  }
  if (!result.data) return <Skeleton height={120} />;
  return children(result.data);
}

function VesselYear({ vesselId, year }: { vesselId: string; year: number }) {
  const result = useEmissionsYear(vesselId, year);
  return (
    <YearFigures result={result}>{(figures) => <VesselFigures figures={figures} year={year} />}</YearFigures>
  );
}

function VesselFigures({ figures, year }: { figures: EmissionsYearAnswer; year: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="emissions-year">
      <Cards year={figures} />
      {figures.records === 0 ? <Text size="sm">{t(`${T}.noRecords`, { year })}</Text> : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md">
          <CiiSection year={figures} />
          <ForecastSection year={figures} />
        </Stack>
        <Stack gap="md">
          <EexiSection eexi={figures.eexi} />
          <FuelTable year={figures} />
          <EuSection year={figures} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function FleetYear({ year }: { year: number }) {
  const result = useEmissionsFleet(year, true);
  return <YearFigures result={result}>{(fleet) => <FleetFigures fleet={fleet} year={year} />}</YearFigures>;
}

function FleetFigures({ fleet, year }: { fleet: EmissionsFleetAnswer; year: number }) {
  const { t } = useTranslation();
  const n = useNumbers();
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t(`${T}.fleetTitle`, { year })}
      </Title>
      <ScrollRegion label={t(`${T}.fleetTitle`, { year })}>
        <Table striped withTableBorder aria-label={t(`${T}.fleetTitle`, { year })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${T}.vessel`)}</Table.Th>
              <Table.Th ta="right">{t(`${T}.cards.fuel`)}</Table.Th>
              <Table.Th ta="right">{t(`${T}.cards.co2`)}</Table.Th>
              <Table.Th ta="right">{t(`${T}.cards.distance`)}</Table.Th>
              <Table.Th ta="right">{t(`${T}.attained`)}</Table.Th>
              <Table.Th ta="right">{t(`${T}.required`)}</Table.Th>
              <Table.Th>{t(`${T}.cards.cii`)}</Table.Th>
              <Table.Th>{t(`${T}.forecast.short`)}</Table.Th>
              <Table.Th>{t(`${T}.eexi.short`)}</Table.Th>
              <Table.Th ta="right">{t(`${T}.mrvTotal`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fleet.vessels.map((vessel) => (
              <Table.Tr key={vessel.vessel_id} data-testid="emissions-fleet-row">
                <Table.Td>{vessel.vessel_name}</Table.Td>
                <Table.Td ta="right">{t(`${T}.tonnes`, { value: n.t1(vessel.fuel_t) })}</Table.Td>
                <Table.Td ta="right">{t(`${T}.tonnes`, { value: n.t1(vessel.co2_t) })}</Table.Td>
                <Table.Td ta="right">{t(`${T}.nm`, { value: n.t0(vessel.distance_nm) })}</Table.Td>
                <Table.Td ta="right">{n.cii(vessel.cii.attained)}</Table.Td>
                <Table.Td ta="right">{n.cii(vessel.cii.required)}</Table.Td>
                <Table.Td>
                  <RatingBadge rating={vessel.cii.rating} size="sm" />
                </Table.Td>
                <Table.Td>
                  {vessel.forecast ? (
                    <RatingBadge rating={vessel.forecast.rating} size="sm" testId="fleet-forecast-rating" />
                  ) : (
                    '–'
                  )}
                </Table.Td>
                <Table.Td data-testid="fleet-eexi">
                  {vessel.eexi.compliant === null
                    ? n.cii(vessel.eexi.required)
                    : t(vessel.eexi.compliant ? `${T}.eexi.fleetCompliant` : `${T}.eexi.fleetNotCompliant`, {
                        attained: n.cii(vessel.eexi.attained),
                        required: n.cii(vessel.eexi.required),
                      })}
                </Table.Td>
                <Table.Td ta="right">{t(`${T}.tonnes`, { value: n.t1(vessel.eu.mrv_co2_t) })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

export function EmissionsPanel() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const current = new Date().getUTCFullYear();
  const [year, setYear] = useState(current);
  return (
    <InfoPanel
      id="emissions-panel"
      title={t(`${T}.panelTitle`)}
      aside={
        <Select
          label={t(`${T}.year`)}
          data={yearsUpTo(current)}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
          w={140}
          data-testid="emissions-year-select"
        />
      }
    >
      <Text size="sm">{t(`${T}.help`)}</Text>
      {selectedVessel ? (
        <VesselYear vesselId={selectedVessel.id} year={year} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t(`${T}.selectVessel`)}
          </Text>
          <FleetYear year={year} />
        </>
      )}
      <Text size="xs" c="dimmed">
        {t(`${T}.sources`)}
      </Text>
    </InfoPanel>
  );
}
