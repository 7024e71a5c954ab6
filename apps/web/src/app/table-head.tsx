import { Table, VisuallyHidden } from '@mantine/core';
import type { TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column's header: its label, or the label and how the column's cells align (figures: right). */
export type TableColumn = string | { label: string; align: 'right' | 'center' };

/**
 * The header row of a plain table: one column header a column, and, with `actions`, a last column
 * for the row's buttons whose name only a screen reader reads.
 */
export function TableHead({ columns, actions }: { columns: readonly TableColumn[]; actions?: string }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) =>
          typeof column === 'string' ? (
            <Table.Th key={index} scope="col">
              {column}
            </Table.Th>
          ) : (
            <Table.Th key={index} scope="col" ta={column.align}>
              {column.label}
            </Table.Th>
          ),
        )}
        {actions ? (
          <Table.Th scope="col">
            <VisuallyHidden>{actions}</VisuallyHidden>
          </Table.Th>
        ) : null}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * A plain table that scrolls sideways in its box where the box is narrower than `minWidth` (a phone),
 * with its caption, its header row (TableHead) and `children` as its rows; `scroll` 'native' scrolls
 * with the browser's own bar. The other props are the table's.
 */
export function ScrollTable({
  minWidth,
  scroll,
  caption,
  columns,
  actions,
  children,
  ...table
}: Omit<TableProps, 'children' | 'caption'> & {
  minWidth: number;
  scroll?: 'native';
  caption?: ReactNode;
  columns: readonly TableColumn[];
  actions?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type={scroll}>
      <Table {...table}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <TableHead columns={columns} actions={actions} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
