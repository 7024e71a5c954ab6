import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useReferenceOptions } from '../reference-options';
import type { FieldKindSpec } from './field-kind.types';
import { plainText, textToApi, textToForm } from './field-kind.types';

/** The referenced row's name in a cell (its id while the names load or if it is out of reach). */
function ReferenceName({ references, id }: { references: string | undefined; id: string }) {
  const { data } = useReferenceOptions(references);
  const option = data?.find((candidate) => candidate.value === id);
  return <>{option ? option.label : id.slice(0, 8)}</>;
}

/** A link to another row: picked by its name from the referenced entity's rows. */
export const referenceKind: FieldKindSpec = {
  cell: (value, context) => {
    const id = plainText(value);
    return id ? <ReferenceName references={context.field.references} id={id} /> : '';
  },
  Input: function ReferenceInput({ name, field, label, value, onChange, onBlur, error, disabled }) {
    const { t } = useTranslation('entityUi');
    const { data, isLoading } = useReferenceOptions(field.references);
    const current = typeof value === 'string' ? value : '';
    const options = data ?? [];
    // A value that is not among the options (another vessel's row) still shows, by its id.
    const withCurrent =
      current && !options.some((option) => option.value === current)
        ? [{ value: current, label: current.slice(0, 8) }, ...options]
        : options;
    return (
      <Select
        name={name}
        label={label}
        required={field.required}
        data={withCurrent}
        value={current || null}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        error={error}
        disabled={disabled}
        searchable
        clearable={!field.required}
        nothingFoundMessage={isLoading ? t('reference.loading') : t('reference.none')}
        comboboxProps={{ withinPortal: true }}
      />
    );
  },
  emptyValue: '',
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: false,
};
