import { TextInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { plainText, textToApi, textToForm } from './field-kind.types';

export const textKind: FieldKindSpec = {
  cell: (value) => plainText(value),
  Input: ({ name, field, label, description, value, onChange, onBlur, error, disabled }) => (
    <TextInput
      name={name}
      label={label}
      description={description}
      required={field.required}
      maxLength={field.maxLength}
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
