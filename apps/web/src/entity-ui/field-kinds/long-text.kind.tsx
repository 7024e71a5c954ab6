import { Text, Textarea } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { plainText, textToApi, textToForm } from './field-kind.types';

export const longTextKind: FieldKindSpec = {
  cell: (value) => (
    <Text size="sm" lineClamp={1} title={plainText(value)}>
      {plainText(value)}
    </Text>
  ),
  Input: ({ name, field, label, description, value, onChange, onBlur, error, disabled }) => (
    <Textarea
      name={name}
      label={label}
      description={description}
      required={field.required}
      maxLength={field.maxLength}
      autosize
      minRows={3}
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
