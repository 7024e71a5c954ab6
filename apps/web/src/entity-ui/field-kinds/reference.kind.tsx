import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  pickerOptions,
  useReferencedRow,
  useReferenceOptions,
  useReferenceSearch,
} from '../reference-options';
import type { FieldKindSpec } from './field-kind.types';
import { plainText, textToApi, textToForm } from './field-kind.types';
import { selectInputProps } from './input-props';

/** The referenced row's name in a cell (its id while the names load or if it is out of reach). */
function ReferenceName({ references, id }: { references: string | undefined; id: string }) {
  const { data } = useReferenceOptions(references);
  const option = data?.find((candidate) => candidate.value === id);
  const row = useReferencedRow(references, id, option !== undefined || data === undefined);
  return <>{option ? option.label : (row.data ?? id.slice(0, 8))}</>;
}

/**
 * A link to another row: picked by its name from the referenced entity's rows (of the row's vessel)
 * that the field declares pickable (an open finding); the row already chosen stays offered.
 */
export const referenceKind: FieldKindSpec = {
  cell: (value, context) => {
    const id = plainText(value);
    return id ? <ReferenceName references={context.field.references} id={id} /> : '';
  },
  Input: function ReferenceInput(props) {
    const { t } = useTranslation('entityUi');
    const { field, value, vesselId } = props;
    const source = { vesselId: vesselId || undefined, roles: field.roles, pickable: field.pickable };
    const { data, isLoading } = useReferenceOptions(field.references, source);
    const [search, setSearch] = useState('');
    const [debounced] = useDebouncedValue(search, 300);
    const found = useReferenceSearch(field.references, debounced, data?.length ?? 0, source);
    const current = typeof value === 'string' ? value : '';
    const loaded = data ?? [];
    const known = [...loaded, ...(found.data ?? [])].some((option) => option.value === current);
    const currentRow = useReferencedRow(field.references, current, known || data === undefined);
    const withCurrent = pickerOptions(loaded, found.data ?? [], current, currentRow.data);
    return (
      <Select
        {...selectInputProps(props)}
        data={withCurrent}
        searchable
        onSearchChange={setSearch}
        nothingFoundMessage={isLoading ? t('reference.loading') : t('reference.none')}
      />
    );
  },
  emptyValue: '',
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: false,
};
