// The shared header row of the plain tables: a column header a label, aligned where asked, and the
// row actions' column named for screen readers only.
import { MantineProvider, Table } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { prepareDom } from '../entity-ui/dom-test-support';
import { TableHead } from './table-head';

beforeAll(async () => {
  await prepareDom();
});
afterEach(cleanup);

function renderHead(props: Parameters<typeof TableHead>[0]) {
  render(
    <MantineProvider>
      <Table>
        <TableHead {...props} />
      </Table>
    </MantineProvider>,
  );
  return screen.getAllByRole('columnheader');
}

describe('TableHead', () => {
  it('names each column, in order, as a column header', () => {
    const headers = renderHead({ columns: ['Name', { label: 'Open work', align: 'right' }] });
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Open work']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[1]!.style.textAlign).toBe('right');
  });

  it('adds the actions column only when asked, its name for screen readers', () => {
    expect(renderHead({ columns: ['Device'] })).toHaveLength(1);
    cleanup();
    const headers = renderHead({ columns: ['Device'], actions: 'Actions' });
    expect(headers).toHaveLength(2);
    expect(headers[1]!.textContent).toBe('Actions');
  });
});
