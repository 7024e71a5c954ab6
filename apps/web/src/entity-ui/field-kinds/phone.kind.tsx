import { TextInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { plainText, textToApi, textToForm } from './field-kind.types';

export const phoneKind: FieldKindSpec = {
  cell: (value) => plainText(value),
  Input: ({ name, field, label, description, value, onChange, onBlur, error, disabled }) => (
    <TextInput
      type="tel"
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
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: false,
};
