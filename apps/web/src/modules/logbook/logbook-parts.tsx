// Small parts shared by the logbook screens: the status badge, the UTC date-time input, the crew
// picker with rank, and crew names.
import { Badge, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../../app/vessel-context';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import type { CrewOption } from './logbook-api';
import { useCrewOnBoard } from './logbook-api';

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

/** A date and time entered in UTC (spec section 9: logbook times are UTC). */
export function UtcDateTimeInput({
  name,
  field,
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: FieldInputProps) {
  const { t } = useTranslation('logbook');
  return (
    <TextInput
      type="datetime-local"
      name={name}
      label={`${label} (UTC)`}
      description={t('form.utcHint')}
      required={field.required}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  );
}

export function crewLabel(t: (key: string) => string, person: CrewOption): string {
  return `${person.last_name}, ${person.first_name} – ${t(`entities:crewMember.enums.rank.${person.rank}`)}`;
}

/** id -> 'Last, First – Rank' of the selected vessel's crew. */
export function useCrewNames(): Map<string, string> {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const crew = useCrewOnBoard(selectedVessel?.id ?? '');
  return useMemo(
    () => new Map((crew.data ?? []).map((person) => [person.id, crewLabel(t, person)])),
    [crew.data, t],
  );
}

/** A crew member of the vessel, picked by name and rank. */
export function CrewInput({ name, field, label, value, onChange, onBlur, error, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const crew = useCrewOnBoard(selectedVessel?.id ?? '');
  const options = (crew.data ?? []).map((person) => ({ value: person.id, label: crewLabel(t, person) }));
  const current = typeof value === 'string' ? value : '';
  return (
    <Select
      name={name}
      label={label}
      required={field.required}
      data={options}
      value={current || null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      searchable
      clearable={!field.required}
      nothingFoundMessage={t(crew.isLoading ? 'entityUi:reference.loading' : 'entityUi:reference.none')}
      comboboxProps={{ withinPortal: true }}
    />
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
