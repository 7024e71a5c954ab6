// The filter bar of a list (entity-filter-bar.tsx) as the user meets it, with the English texts: an
// enum, a yes/no field and a reference are picked from a list, a date field is a from/to range.
import { MantineProvider } from '@mantine/core';
import { certificateEntity, inspectionDeficiencyEntity, trainingEntity } from '@mars/domain';
import type { EntityDefinition } from '@mars/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderInApp } from './dom-test-app';
import { jsonAnswer, prepareDom } from './dom-test-support';
import { EntityFilterBar } from './entity-filter-bar';
import type { ListState } from './entity-query';

const STATE: ListState = { page: 1, size: 25, sort: '', q: '', period: 'all', filters: {} };

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBar(entity: EntityDefinition, filters: Record<string, string> = {}) {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <EntityFilterBar entity={entity} state={{ ...STATE, filters }} fixed={[]} onChange={onChange} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return onChange;
}

describe('the filter bar', () => {
  it('offers an enum field’s values and yes/no by their names, and sets the picked one', () => {
    const onChange = renderBar(trainingEntity as EntityDefinition, { required: 'true' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Safety' }));
    expect(onChange).toHaveBeenLastCalledWith({ filters: { required: 'true', category: 'safety' } });
    expect(screen.getByRole('combobox', { name: 'Required' })).toHaveProperty('value', 'Yes');
    fireEvent.click(screen.getByRole('combobox', { name: 'Required' }));
    fireEvent.click(screen.getByRole('option', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith({ filters: { required: 'false' } });
  });

  it('filters a date field from one day to another, each bound on its own', () => {
    const onChange = renderBar(certificateEntity as EntityDefinition, { 'expiry_date.lte': '2026-12-31' });
    expect(screen.getByLabelText('Expiry date to')).toHaveProperty('value', '2026-12-31');
    fireEvent.change(screen.getByLabelText('Expiry date from'), { target: { value: '2026-01-01' } });
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { 'expiry_date.lte': '2026-12-31', 'expiry_date.gte': '2026-01-01' },
    });
    fireEvent.change(screen.getByLabelText('Expiry date to'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ filters: {} });
  });

  it('offers the referenced rows by their names, and keeps the row a link chose', async () => {
    const onChange = vi.fn();
    const inspection = {
      id: '0190a0a0-0000-7000-8000-0000000000a1',
      inspection_number: 'INS-2026-0001',
      authority: 'DNV',
      version: 1,
    };
    renderInApp(
      <EntityFilterBar
        entity={inspectionDeficiencyEntity as EntityDefinition}
        state={{ ...STATE, filters: { inspection_id: inspection.id } }}
        fixed={[]}
        onChange={onChange}
      />,
      {
        url: '/safety/inspections?tab=deficiencies',
        answer: (url) =>
          jsonAnswer(
            200,
            url.startsWith('/api/v1/inspections') ? { rows: [inspection], total: 1 } : { rows: [], total: 0 },
          ),
      },
    );
    const picker = screen.getByRole('combobox', { name: 'Inspection' });
    await waitFor(() => expect(picker).toHaveProperty('value', 'INS-2026-0001 DNV'));
    fireEvent.click(picker);
    // Picked again, the chosen row lets go: the list is no longer filtered to it.
    fireEvent.click(await screen.findByRole('option', { name: 'INS-2026-0001 DNV', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ filters: {} });
  });
});
