// The CII part of the emissions panel (/environmental/emissions): the attained and required CII of
// the year with the reference and reduction factor, the rating scale A-E with its boundaries (required
// × exp(d1..d4), MEPC.354(78)), the ratings of the years before and what a D or E asks (reg. 28.7).
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CiiRating, EmissionsYearAnswer } from '@mars/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormatters } from '../../app/regional';

export const RATING_COLORS: Record<CiiRating, string> = {
  A: 'teal',
  B: 'green',
  C: 'yellow',
  D: 'orange',
  E: 'red',
};
const RATINGS: readonly CiiRating[] = ['A', 'B', 'C', 'D', 'E'];
export const T = 'entities:emissionRecord.ui';

/** A table's box that scrolls sideways on a phone, reached by the keyboard (axe: scrollable-region-focusable). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" tabIndex={0} aria-label={label} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}

export function useNumbers() {
  const format = useFormatters();
  return {
    t1: (value: number) => format.number(value, { maximumFractionDigits: 1 }),
    t0: (value: number) => format.number(value, { maximumFractionDigits: 0 }),
    t3: (value: number) => format.number(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
    cii: (value: number | null) =>
      value === null ? '–' : format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
}

export function RatingBadge({
  rating,
  size = 'lg',
  testId = 'cii-rating',
}: {
  rating: CiiRating | null;
  size?: 'sm' | 'lg' | 'xl';
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!rating) return <Text size="sm">{t(`${T}.noRating`)}</Text>;
  return (
    <Badge color={RATING_COLORS[rating]} variant="filled" size={size} data-testid={testId}>
      {rating}
    </Badge>
  );
}

/** The rating scale: each band with its boundaries (required × exp(d1..d4)), the year's rating marked. */
function Scale({
  boundaries,
  rating,
}: {
  boundaries: [number, number, number, number];
  rating: CiiRating | null;
}) {
  const { t } = useTranslation();
  const n = useNumbers();
  const text = (index: number) => {
    if (index === 0) return t(`${T}.bandBelow`, { value: n.cii(boundaries[0]) });
    if (index === 4) return t(`${T}.bandFrom`, { value: n.cii(boundaries[3]) });
    return t(`${T}.bandBetween`, { from: n.cii(boundaries[index - 1]!), to: n.cii(boundaries[index]!) });
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 5 }} spacing={4} role="list" aria-label={t(`${T}.scale`)}>
      {RATINGS.map((band, index) => (
        <Paper
          key={band}
          role="listitem"
          p={6}
          withBorder
          data-current={band === rating ? 'true' : undefined}
          style={{
            borderColor: band === rating ? `var(--mantine-color-${RATING_COLORS[band]}-7)` : undefined,
            borderWidth: band === rating ? 3 : undefined,
          }}
        >
          <Group gap={6} wrap="nowrap">
            <Badge color={RATING_COLORS[band]} variant={band === rating ? 'filled' : 'light'}>
              {band}
            </Badge>
            <Text size="xs">{text(index)}</Text>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function CiiSection({ year }: { year: EmissionsYearAnswer }) {
  const { t } = useTranslation();
  const n = useNumbers();
  const cii = year.cii;
  const unit = cii.capacity_measure === 'gt' ? t(`${T}.unitGt`) : t(`${T}.unitAer`);
  const rows: [string, string][] = [
    [t(`${T}.attained`), cii.attained === null ? '–' : `${n.cii(cii.attained)} ${unit}`],
    [t(`${T}.required`), cii.required === null ? '–' : `${n.cii(cii.required)} ${unit}`],
    [t(`${T}.reference`), cii.reference === null ? '–' : `${n.cii(cii.reference)} ${unit}`],
    [t(`${T}.reductionFactor`), cii.reduction_factor === null ? '–' : `${n.t3(cii.reduction_factor)} %`],
    [
      t(`${T}.capacity`),
      cii.capacity === null
        ? '–'
        : t(cii.capacity_measure === 'gt' ? `${T}.capacityGt` : `${T}.capacityDwt`, {
            value: n.t0(cii.capacity),
          }),
    ],
  ];
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t(`${T}.ciiTitle`)}
      </Title>
      {cii.reason ? (
        <Text size="sm" data-testid="cii-reason">
          {t(`${T}.reason.${cii.reason}`, { year: year.year })}
        </Text>
      ) : null}
      <Table withTableBorder variant="vertical" aria-label={t(`${T}.ciiTitle`)}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="45%">
                {label}
              </Table.Th>
              <Table.Td data-testid={label === t(`${T}.attained`) ? 'cii-attained' : undefined}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {cii.boundaries ? <Scale boundaries={cii.boundaries} rating={cii.rating} /> : null}
      <Group gap="xs">
        <Text size="sm">{t(`${T}.previousRatings`)}:</Text>
        {year.previous.map((previous) => (
          <Group key={previous.year} gap={4}>
            <Text size="sm">{previous.year}</Text>
            <RatingBadge rating={previous.rating} size="sm" />
          </Group>
        ))}
      </Group>
      {cii.rating === 'D' || cii.rating === 'E' ? (
        <Alert
          color={cii.rating === 'E' ? 'red' : 'orange'}
          variant="light"
          icon={<IconAlertTriangle size={18} />}
        >
          <Text size="sm">{t(`${T}.ratingAction.${cii.rating}`)}</Text>
          {/* An E says it already; a D says when three in a row are reached. */}
          {year.corrective_plan && cii.rating === 'D' ? (
            <Text size="sm" fw={700}>
              {t(`${T}.correctivePlan`)}
            </Text>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
