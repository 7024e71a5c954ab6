import { TextInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';

/** ISO instant into the value of a datetime-local input (local time, minutes). */
function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export const dateTimeKind: FieldKindSpec = {
  cell: (value, { format }) => format.dateTime(typeof value === 'string' ? value : null),
  Input: ({ name, field, label, description, value, onChange, onBlur, error, disabled }) => (
    <TextInput
      type="datetime-local"
      name={name}
      label={label}
      description={description}
      required={field.required}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  ),
  emptyValue: '',
  toForm: toLocalInput,
  toApi: (value) => {
    if (typeof value !== 'string' || value === '') return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  },
  rangeFilter: true,
};
