import { TextInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { textToApi, textToForm } from './field-kind.types';

/** A calendar date (YYYY-MM-DD) shown in the user's language, without a time zone shift. */
export function formatIsoDay(value: unknown, locale: string): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export const dateKind: FieldKindSpec = {
  cell: (value, { format }) => formatIsoDay(value, format.locale),
  Input: ({ name, field, label, description, value, onChange, onBlur, error, disabled }) => (
    <TextInput
      type="date"
      name={name}
      label={label}
      description={description}
      required={field.required}
      value={typeof value === 'string' ? value.slice(0, 10) : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  ),
  emptyValue: '',
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: true,
};
