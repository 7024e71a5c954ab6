import { TextInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { textToApi, textToForm } from './field-kind.types';
import { todayPlusDays } from '../today';
import { textInputProps } from './input-props';

/** A calendar date (YYYY-MM-DD) shown in the user's language, without a time zone shift. */
export function formatIsoDay(value: unknown, locale: string): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export const dateKind: FieldKindSpec = {
  cell: (value, { format }) => formatIsoDay(value, format.locale),
  Input: (props) => (
    <TextInput
      type="date"
      {...textInputProps(props)}
      value={typeof props.value === 'string' ? props.value.slice(0, 10) : ''}
      // A record of what has happened: the calendar offers no later day (the form's check says why).
      max={props.field.notInFuture ? todayPlusDays(0) : undefined}
    />
  ),
  emptyValue: '',
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: true,
};
