import { TextInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { plainText, textToApi, textToForm } from './field-kind.types';

/**
 * A link to another row by id. Screens with a better picker pass their own cell renderer; the generic
 * input takes the id itself.
 */
export const referenceKind: FieldKindSpec = {
  cell: (value) => plainText(value).slice(0, 8),
  Input: ({ name, field, label, value, onChange, onBlur, error, disabled }) => (
    <TextInput
      name={name}
      label={label}
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
