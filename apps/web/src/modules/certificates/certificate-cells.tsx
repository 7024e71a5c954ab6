// Cells of the certificate lists: days until expiry in words and colour.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function DaysUntilExpiry({ value }: { value: unknown }) {
  const { t } = useTranslation('certificates');
  if (typeof value !== 'number') return null;
  // Red for overdue and the last 30 days, bold up to 90: Mantine's orange and yellow shades do not
  // reach WCAG AA contrast (4.5:1) as text on striped and hovered rows.
  const color = value <= 30 ? 'red.9' : undefined;
  return (
    <Text size="sm" c={color} fw={value <= 90 ? 600 : undefined}>
      {value < 0 ? t('overdue', { count: -value }) : t('daysLeft', { count: value })}
    </Text>
  );
}

export const certificateCells = {
  days_until_expiry: (row: Record<string, unknown>) => <DaysUntilExpiry value={row.days_until_expiry} />,
};
