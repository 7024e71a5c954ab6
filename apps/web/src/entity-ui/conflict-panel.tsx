// A 409 on save: the row was changed by someone else. Shows theirs against mine for the fields that
// differ; the user takes theirs or overwrites with their own values.
import { Alert, Button, Group, Table, Text } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { useFormatters } from '../app/regional';
import { TableHead } from '../app/table-head';
import { fieldLabel } from './entity-labels';
import { columnField } from './entity-query';
import { fieldKind } from './field-kinds/field-kinds';
import type { FormValues } from './form-values';
import { apiValues, conflictingFields } from './form-values';

export type ConflictPanelProps = {
  entity: EntityDefinition;
  mine: FormValues;
  current: Record<string, unknown>;
  onTakeTheirs(): void;
  onOverwrite(): void;
};

export function ConflictPanel({ entity, mine, current, onTakeTheirs, onOverwrite }: ConflictPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const fields = conflictingFields(entity, mine, current);
  const mineApi = apiValues(entity, mine);
  const show = (name: string, value: unknown) => {
    const field = columnField(entity, name);
    if (!field || value === null || value === undefined || value === '') return '—';
    return fieldKind(field.kind).cell(value, { t, format, entity, name, field });
  };
  return (
    <Alert color="orange" title={t('entityUi:conflict.title')} role="alert">
      <Text size="sm" mb="sm">
        {t('entityUi:conflict.message')}
      </Text>
      {fields.length > 0 ? (
        <Table withTableBorder mb="sm" fz="sm">
          <TableHead
            columns={[
              t('entityUi:conflict.field'),
              t('entityUi:conflict.theirs'),
              t('entityUi:conflict.mine'),
            ]}
          />
          <Table.Tbody>
            {fields.map((name) => (
              <Table.Tr key={name}>
                <Table.Td>{fieldLabel(t, entity, name)}</Table.Td>
                <Table.Td>{show(name, current[name])}</Table.Td>
                <Table.Td>{show(name, mineApi[name])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Group>
        <Button size="xs" variant="default" onClick={onTakeTheirs}>
          {t('entityUi:conflict.takeTheirs')}
        </Button>
        <Button size="xs" color="orange" onClick={onOverwrite}>
          {t('entityUi:conflict.overwrite')}
        </Button>
      </Group>
    </Alert>
  );
}
