import { Badge, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { FieldKindSpec } from './field-kind.types';
import { textToApi, textToForm } from './field-kind.types';
import { selectInputProps } from './input-props';

const TONES: Record<string, string> = {
  valid: 'green',
  expiring_90: 'yellow',
  expiring_60: 'orange',
  expiring_30: 'orange',
  expiring_soon: 'orange',
  expired: 'red',
  not_yet_valid: 'gray',
  renewal_in_progress: 'blue',
  suspended: 'grape',
  cancelled: 'gray',
};

/** The translated label of an enum value: `entities:<entity>.enums.<field>.<value>`. */
export function enumLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  entityName: string,
  field: string,
  value: string,
): string {
  return t(`entities:${entityName}.enums.${field}.${value}`, { defaultValue: value });
}

export const enumKind: FieldKindSpec = {
  cell: (value, { t, entity, name }) =>
    typeof value === 'string' && value ? (
      <Badge
        variant="light"
        color={TONES[value] ?? 'gray'}
        styles={{
          root: { textTransform: 'none', height: 'auto', minHeight: 20 },
          label: { whiteSpace: 'normal', overflow: 'visible' },
        }}
      >
        {enumLabel(t, entity.name, name, value)}
      </Badge>
    ) : null,
  Input: function EnumInput(props) {
    const { t } = useTranslation();
    const { entity, name, field } = props;
    return (
      <Select
        {...selectInputProps(props)}
        data={(field.values ?? []).map((option) => ({
          value: option,
          label: enumLabel(t, entity.name, name, option),
        }))}
      />
    );
  },
  emptyValue: '',
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: false,
};
