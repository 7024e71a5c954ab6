import { Checkbox } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';

export const booleanKind: FieldKindSpec = {
  cell: (value, { t }) =>
    value === null || value === undefined ? '' : value === true ? t('entityUi:yes') : t('entityUi:no'),
  Input: ({ name, label, description, value, onChange, onBlur, error, disabled }) => (
    <Checkbox
      name={name}
      label={label}
      description={description}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      mt="md"
    />
  ),
  emptyValue: false,
  toForm: (value) => value === true,
  toApi: (value) => value === true,
  rangeFilter: false,
};
