import { Table, VisuallyHidden } from '@mantine/core';

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
