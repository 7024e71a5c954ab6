// Small parts shared by the logbook screens: the status badge, a label with its value, a day input.
import { Badge, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const STATUS_COLORS: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
};

const badgeStyles = {
  root: { textTransform: 'none' as const, maxWidth: 'none', flexShrink: 0 },
  label: { overflow: 'visible' },
};

export function LogbookStatusBadge({ status, size }: { status: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" size={size} color={STATUS_COLORS[status] ?? 'gray'} styles={badgeStyles}>
      {t(`entities:logbookEntry.enums.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** A label and its value in the detail view. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt style={{ fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dimmed)' }}>
        {label}
      </dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {children === '' || children == null ? '—' : children}
      </dd>
    </div>
  );
}

/** A required day (YYYY-MM-DD) of a report or a watch schedule. */
export function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(day: string): void;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      required
    />
  );
}
