// The rows of the current page in a Mantine Table, virtualised with @tanstack/react-virtual so that
// even a page of 500 rows renders only what is on screen.
import { Table, UnstyledButton } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormatters } from '../app/regional';
import { fieldLabel } from './entity-labels';
import { columnField, sortDirection } from './entity-query';
import { fieldKind } from './field-kinds/field-kinds';

type Row = Record<string, unknown>;

export type EntityTableProps = {
  entity: EntityDefinition;
  columns: readonly string[];
  rows: readonly Row[];
  sort: string;
  onSort(field: string): void;
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
  actions?: (row: Row) => ReactNode;
  onRowClick?: (row: Row) => void;
};

const ROW_HEIGHT = 45;

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <IconArrowUp size={14} />;
  if (direction === 'desc') return <IconArrowDown size={14} />;
  return <IconArrowsSort size={14} opacity={0.4} />;
}

export function EntityTable({
  entity,
  columns,
  rows,
  sort,
  onSort,
  cells,
  actions,
  onRowClick,
}: EntityTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const columnCount = columns.length + (actions ? 1 : 0);

  function renderCell(row: Row, name: string): ReactNode {
    const custom = cells?.[name];
    if (custom) return custom(row);
    const field = columnField(entity, name);
    if (!field) return row[name] === null || row[name] === undefined ? '' : String(row[name]);
    return fieldKind(field.kind).cell(row[name], { t, format, entity, name, field });
  }

  return (
    <div ref={scrollRef} style={{ maxHeight: '70vh', overflow: 'auto' }} data-testid="entity-table-scroll">
      <Table striped highlightOnHover verticalSpacing="xs" miw={720} stickyHeader>
        <Table.Thead>
          <Table.Tr>
            {columns.map((name) => {
              const label = fieldLabel(t, entity, name);
              const direction = sortDirection(sort, name);
              const sortable =
                columnField(entity, name)?.sort === true || name === 'created_at' || name === 'updated_at';
              return (
                <Table.Th
                  key={name}
                  scope="col"
                  aria-sort={
                    direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                  }
                >
                  {sortable ? (
                    <UnstyledButton
                      onClick={() => onSort(name)}
                      aria-label={t('entityUi:sortBy', { field: label })}
                      style={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 4,
                        fontWeight: 700,
                        fontSize: 'inherit',
                      }}
                    >
                      {label}
                      <SortIcon direction={direction} />
                    </UnstyledButton>
                  ) : (
                    label
                  )}
                </Table.Th>
              );
            })}
            {actions ? (
              <Table.Th scope="col" w={60}>
                <span
                  style={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                  }}
                >
                  {t('entityUi:actions')}
                </span>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden>
              <td colSpan={columnCount} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <Table.Tr
                key={String(row.id ?? item.index)}
                data-index={item.index}
                ref={virtualizer.measureElement}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((name) => (
                  <Table.Td key={name}>{renderCell(row, name)}</Table.Td>
                ))}
                {actions ? (
                  <Table.Td onClick={(event) => event.stopPropagation()}>{actions(row)}</Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden>
              <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </div>
  );
}
