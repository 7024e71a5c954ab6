// The filter bar of a list (entity-filter-bar.tsx) as the user meets it, with the English texts: an
// enum and a yes/no field are picked from a list, a date field is a from/to range.
import { MantineProvider } from '@mantine/core';
import { certificateEntity, trainingEntity } from '@mars/domain';
import type { EntityDefinition } from '@mars/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { prepareDom } from './dom-test-support';
import { EntityFilterBar } from './entity-filter-bar';
import type { ListState } from './entity-query';

const STATE: ListState = { page: 1, size: 25, sort: '', q: '', period: 'all', filters: {} };

beforeAll(async () => {
  await prepareDom();
});

afterEach(cleanup);

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
});
