// Search, the filters a definition allows (enum and reference: a select; date and number: a from/to
// range) and the 7/30/90-day or all-time choice of lists with a date filter field.
import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { EntityDefinition, FieldDefinition } from '@mars/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldLabel } from './entity-labels';
import type { ListState, Period } from './entity-query';
import { columnField, filterFieldNames, PERIODS } from './entity-query';
import { enumLabel } from './enum-label';
import { fieldKind } from './field-kinds/field-kinds';
import { useReferenceOptions } from './reference-options';

/** The two inputs of a range filter: the lowest value, then the highest. */
const RANGE_BOUNDS = [
  { bound: 'gte', text: 'entityUi:range.from' },
  { bound: 'lte', text: 'entityUi:range.to' },
] as const;

/** A reference filter: the referenced rows by their names (an id from a link stays chosen). */
function ReferenceFilter(props: {
  field: FieldDefinition;
  label: string;
  value: string | undefined;
  onChange(value: string | null): void;
}) {
  const { t } = useTranslation();
  const { data } = useReferenceOptions(props.field.references);
  const options = data ?? [];
  const known = props.value === undefined || options.some((option) => option.value === props.value);
  return (
    <Select
      label={props.label}
      placeholder={t('entityUi:allValues')}
      clearable
      data={known ? options : [...options, { value: props.value!, label: props.value! }]}
      value={props.value ?? null}
      onChange={props.onChange}
      w={220}
    />
  );
}

export type EntityFilterBarProps = {
  entity: EntityDefinition;
  state: ListState;
  /** Fields fixed by the screen: not offered as filters. */
  fixed: readonly string[];
  onChange(patch: Partial<ListState>): void;
};

export function EntityFilterBar({ entity, state, fixed, onChange }: EntityFilterBarProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(state.q);
  useEffect(() => setSearch(state.q), [state.q]);
  const commitSearch = useDebouncedCallback((q: string) => onChange({ q }), 300);
  const setFilter = (key: string, value: string | null) => {
    const filters = { ...state.filters };
    if (value) filters[key] = value;
    else delete filters[key];
    onChange({ filters });
  };
  const names = (entity.list.filterBar ?? filterFieldNames(entity)).filter(
    (name) => !fixed.some((key) => key === name || key.startsWith(`${name}.`)),
  );
  const hasFilters = state.q !== '' || Object.keys(state.filters).length > 0 || state.period !== 'all';

  return (
    <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
      <TextInput
        aria-label={t('entityUi:search')}
        placeholder={t('entityUi:searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 240 }}
      />
      {names.map((name) => {
        const field = columnField(entity, name)!;
        const label = fieldLabel(t, entity, name);
        const choices =
          field.kind === 'enum'
            ? (field.values ?? []).map((value) => ({ value, label: enumLabel(t, entity.name, name, value) }))
            : field.kind === 'boolean'
              ? [
                  { value: 'true', label: t('entityUi:yes') },
                  { value: 'false', label: t('entityUi:no') },
                ]
              : null;
        if (choices) {
          return (
            <Select
              key={name}
              label={label}
              placeholder={t('entityUi:allValues')}
              clearable
              data={choices}
              value={state.filters[name] ?? null}
              onChange={(value) => setFilter(name, value)}
              w={field.kind === 'enum' ? 200 : 140}
            />
          );
        }
        if (field.kind === 'reference') {
          return (
            <ReferenceFilter
              key={name}
              field={field}
              label={label}
              value={state.filters[name]}
              onChange={(value) => setFilter(name, value)}
            />
          );
        }
        if (fieldKind(field.kind).rangeFilter) {
          const type = field.kind === 'date' ? 'date' : field.kind === 'number' ? 'number' : 'datetime-local';
          return (
            <Group key={name} gap={4} wrap="nowrap">
              {RANGE_BOUNDS.map(({ bound, text }) => (
                <TextInput
                  key={bound}
                  type={type}
                  label={t(text, { field: label })}
                  value={state.filters[`${name}.${bound}`] ?? ''}
                  onChange={(event) => setFilter(`${name}.${bound}`, event.currentTarget.value)}
                  w={170}
                />
              ))}
            </Group>
          );
        }
        return (
          <TextInput
            key={name}
            label={label}
            value={state.filters[name] ?? ''}
            onChange={(event) => setFilter(name, event.currentTarget.value)}
            w={180}
          />
        );
      })}
      {entity.list.dateFilterField ? (
        <SegmentedControl
          aria-label={t('entityUi:period.label')}
          data={PERIODS.map((period) => ({ value: period, label: t(`entityUi:period.${period}`) }))}
          value={state.period}
          onChange={(value) => onChange({ period: value as Period })}
        />
      ) : null}
      {hasFilters ? (
        <Button variant="subtle" onClick={() => onChange({ q: '', filters: {}, period: 'all' })}>
          {t('entityUi:clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
