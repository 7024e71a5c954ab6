// The cards of the maintenance overview (/maintenance): a titled card, and the table some of them hold.
import { Paper, ScrollArea, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { TableHead } from '../../app/table-head';
import type { TableColumn } from '../../app/table-head';

/** A card of the overview with its title. */
export function OverviewCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * A table of an overview card with its header row and `children` as its rows. On a phone its columns
 * may not fit the card: they scroll inside it, not the page (at `minWidth` and below, where given).
 */
export function OverviewTable(props: {
  columns: readonly TableColumn[];
  label?: string;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing="xs" miw={props.minWidth} aria-label={props.label}>
        <TableHead columns={props.columns} />
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
