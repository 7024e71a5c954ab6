// Cells of the certificate lists: days until expiry in words and colour.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function DaysUntilExpiry({ value }: { value: unknown }) {
  const { t } = useTranslation('certificates');
  if (typeof value !== 'number') return null;
  const color = value < 0 ? 'red' : value <= 30 ? 'orange' : value <= 90 ? 'yellow.8' : undefined;
  return (
    <Text size="sm" c={color} fw={value <= 30 ? 600 : undefined}>
      {value < 0 ? t('overdue', { count: -value }) : t('daysLeft', { count: value })}
    </Text>
  );
}

export const certificateCells = {
  days_until_expiry: (row: Record<string, unknown>) => <DaysUntilExpiry value={row.days_until_expiry} />,
};
