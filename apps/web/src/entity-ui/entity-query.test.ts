import { certificateEntity, defineEntity } from '@mars/domain';
import { describe, expect, it } from 'vitest';

import { isoDayPlus, listApiQuery, nextSort, pageQuery, readListState, writeListState } from './entity-query';

const logEntity = defineEntity({
  name: 'ballastRecord',
  module: 'fleet',
  resource: 'ballast-records',
  table: 'ballast_records',
  scope: 'vessel',
  fields: {
    record_date: { kind: 'date', required: true, sort: true },
    operation_type: { kind: 'enum', values: ['uptake', 'discharge'], filter: true },
  },
  titleField: 'operation_type',
  defaultSort: '-record_date',
  list: { columns: ['record_date', 'operation_type'], dateFilterField: 'record_date' },
  form: { sections: [['record_date', 'operation_type']] },
  writeRoles: ['master'],
});

describe('list state in the URL', () => {
  it('reads a bookmarked certificate list: page, size, sort, search and allowed filters only', () => {
    const state = readListState(
      certificateEntity,
      new URLSearchParams(
        'page=3&size=100&sort=-expiry_date&q=IOPP&certificate_type=class&remarks=x&expiry_date.gte=2026-01-01',
      ),
    );
    expect(state).toEqual({
      page: 3,
      size: 100,
      sort: '-expiry_date',
      q: 'IOPP',
      period: 'all',
      filters: { certificate_type: 'class', 'expiry_date.gte': '2026-01-01' },
    });
  });

  it('falls back to the defaults for a page size that is not offered and a page below one', () => {
    const state = readListState(certificateEntity, new URLSearchParams('page=0&size=7&period=12'));
    expect(state).toMatchObject({ page: 1, size: 25, sort: 'expiry_date', period: 'all' });
  });

  it('writes only what differs from the defaults and keeps the screen’s own params', () => {
    const state = readListState(certificateEntity, new URLSearchParams(''));
    const params = writeListState(
      certificateEntity,
      { ...state, q: 'SMC', filters: { current_status: 'expired' } },
      new URLSearchParams('horizon=60&certificate_type=class'),
    );
    expect(params.toString()).toBe('horizon=60&q=SMC&current_status=expired');
  });

  it('sorts ascending on the first click on a column and descending on the second', () => {
    expect(nextSort('expiry_date', 'certificate_name')).toBe('certificate_name');
    expect(nextSort('certificate_name', 'certificate_name')).toBe('-certificate_name');
    expect(nextSort('-certificate_name', 'certificate_name')).toBe('certificate_name');
  });
});

describe('the API query of a list', () => {
  it('adds the selected vessel, the fixed view and the paging', () => {
    const state = readListState(certificateEntity, new URLSearchParams('page=2&q=%20Load%20'));
    expect(
      listApiQuery(certificateEntity, state, {
        vesselId: 'v1',
        fixedFilters: { 'days_until_expiry.lte': '30' },
      }),
    ).toEqual({ q: 'Load', sort: 'expiry_date', vessel_id: 'v1', 'days_until_expiry.lte': '30' });
    expect(pageQuery(state)).toEqual({ limit: '25', offset: '25' });
  });

  it('turns the last-30-days choice into a lower bound on the list’s date field', () => {
    const state = readListState(logEntity, new URLSearchParams('period=30'));
    const query = listApiQuery(logEntity, state, { today: new Date('2026-03-10T12:00:00Z') });
    expect(query['record_date.gte']).toBe('2026-02-08');
    expect(isoDayPlus(new Date('2026-03-01T00:00:00Z'), -1)).toBe('2026-02-28');
  });
});
