import { NumberInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { baseInputProps } from './input-props';

export const numberKind: FieldKindSpec = {
  cell: (value, { format, field }) => {
    if (value === null || value === undefined || value === '') return '';
    const number = Number(value);
    if (!Number.isFinite(number)) return String(value);
    return field.unit ? `${format.number(number)} ${field.unit}` : format.number(number);
  },
  Input: (props) => (
    <NumberInput
      {...baseInputProps(props)}
      min={props.field.min}
      max={props.field.max}
      allowDecimal={!props.field.integer}
      rightSection={props.field.unit}
      value={typeof props.value === 'number' || typeof props.value === 'string' ? props.value : ''}
      onChange={(next) => props.onChange(next)}
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
