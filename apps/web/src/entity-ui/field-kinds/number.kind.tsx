import { NumberInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';

export const numberKind: FieldKindSpec = {
  cell: (value, { format, field }) => {
    if (value === null || value === undefined || value === '') return '';
    const number = Number(value);
    if (!Number.isFinite(number)) return String(value);
    return field.unit ? `${format.number(number)} ${field.unit}` : format.number(number);
  },
  Input: ({ name, field, label, description, value, onChange, onBlur, error, disabled }) => (
    <NumberInput
      name={name}
      label={label}
      description={description}
      required={field.required}
      min={field.min}
      max={field.max}
      allowDecimal={!field.integer}
      rightSection={field.unit}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  ),
  emptyValue: '',
  toForm: (value) => (value === null || value === undefined ? '' : Number(value)),
  toApi: (value) => {
    if (value === '' || value === null || value === undefined) return null;
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : value;
  },
  rangeFilter: true,
};
