import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { FieldKindSpec } from './field-kind.types';
import { textInputProps } from './input-props';

/** An ISO instant as the value of a datetime-local input (minutes): in local time, or in UTC. */
export function toDateTimeInput(value: unknown, utc = false): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const offset = utc ? 0 : date.getTimezoneOffset();
  return new Date(date.getTime() - offset * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local input (local time, or UTC) as an ISO instant; null when empty. */
export function fromDateTimeInput(value: unknown, utc = false): unknown {
  if (typeof value !== 'string' || value === '') return null;
  const zoned = /[zZ]|[+-]\d{2}:\d{2}$/.test(value);
  const date = new Date(utc && !zoned ? `${value}${value.length === 16 ? ':00' : ''}Z` : value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export const dateTimeKind: FieldKindSpec = {
  cell: (value, { format }) => format.dateTime(typeof value === 'string' ? value : null),
  Input: function DateTimeInput(props) {
    const { t } = useTranslation('entityUi');
    const { field, label, description } = props;
    // A time kept in UTC (logbook times, spec section 9) says so.
    return (
      <TextInput
        type="datetime-local"
        {...textInputProps(props)}
        label={field.utc ? `${label} (UTC)` : label}
        // A record of what has happened: the picker offers no later time (the form's check says why).
        max={field.notInFuture ? toDateTimeInput(new Date().toISOString(), field.utc) : undefined}
        description={description ?? (field.utc ? t('utcHint') : undefined)}
      />
    );
  },
  emptyValue: '',
  toForm: (value, field) => toDateTimeInput(value, field?.utc),
  toApi: (value, field) => fromDateTimeInput(value, field?.utc),
  rangeFilter: true,
};
