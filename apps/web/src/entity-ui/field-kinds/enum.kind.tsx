import { Badge, Select } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import type { FieldKindSpec } from './field-kind.types';
import { textToApi, textToForm } from './field-kind.types';
import { selectInputProps } from './input-props';
import { enumLabel } from '../enum-label';

/** The badge colour of an enum value, as the definition's `tones` declare it (grey otherwise). */
export function toneOf(entity: EntityDefinition, field: string, value: string): string {
  const computed = entity.computed?.[field];
  const tones = entity.fields[field]?.tones ?? (computed?.kind === 'enum' ? computed.tones : undefined);
  return (tones as Readonly<Record<string, string>> | undefined)?.[value] ?? 'gray';
}

const badgeStyles = {
  root: { textTransform: 'none' as const, height: 'auto', minHeight: 20, maxWidth: 'none', flexShrink: 0 },
  label: { whiteSpace: 'normal' as const, overflow: 'visible' },
};

/** An enum value (a state, a priority) as a badge in its declared colour, with its text. */
export function EnumBadge({
  entity,
  field,
  value,
  size,
  variant = 'light',
}: {
  entity: EntityDefinition;
  field: string;
  value: string;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'light' | 'outline';
}) {
  const { t } = useTranslation();
  return (
    <Badge variant={variant} size={size} color={toneOf(entity, field, value)} styles={badgeStyles}>
      {enumLabel(t, entity.name, field, value)}
    </Badge>
  );
}

export const enumKind: FieldKindSpec = {
  cell: (value, { entity, name }) =>
    typeof value === 'string' && value ? <EnumBadge entity={entity} field={name} value={value} /> : null,
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
