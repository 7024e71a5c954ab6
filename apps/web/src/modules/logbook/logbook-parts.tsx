// Small parts shared by the logbook screens: the status badge, a label with its value, a day input.
import { logbookEntryEntity } from '@mars/domain';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

import { EnumBadge } from '../../entity-ui/field-kinds/enum.kind';

/** An entry's review state as a badge in the colour its definition declares. */
export function LogbookStatusBadge({ status, size }: { status: string; size?: 'sm' | 'md' | 'lg' }) {
  return <EnumBadge entity={logbookEntryEntity} field="status" value={status} size={size} />;
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
