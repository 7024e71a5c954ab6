import { describe, expect, it } from 'vitest';

import { fillDays, summarizeDays } from '../entities/crew/work-rest-day';
import { entityWriteSchema } from '../entities/entity-schema';
import { ENTITIES } from '../entities/registry';
import { watchPeriodEntity } from '../entities/logbook/watch-period.entity';
import { isIsoDate, isIsoDateTime, isIsoMonth, MAX_YEAR, MIN_YEAR, numberBounds } from '../index';

describe('the dates, months and instants the API accepts', () => {
  it('are real and between the years 1900 and 2100', () => {
    expect([MIN_YEAR, MAX_YEAR]).toEqual([1900, 2100]);
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('1900-01-01')).toBe(true);
    expect(isIsoDate('2100-12-31')).toBe(true);
    for (const date of ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01', '2023-02-29', '2026-1-1'])
      expect(isIsoDate(date), date).toBe(false);

    expect(isIsoMonth('2026-11')).toBe(true);
    for (const month of ['9999-12', '0000-01', '2026-13', '2026-00', '2026-1', '2026-11-01'])
      expect(isIsoMonth(month), month).toBe(false);

    expect(isIsoDateTime('2026-11-22T08:00:00Z')).toBe(true);
    expect(isIsoDateTime('2026-11-22T08:00:00.123+02:00')).toBe(true);
    for (const instant of ['0', '2026', '2026-11-22', '2026-11-22T08:00:00', '9999-12-31T00:00:00Z'])
      expect(isIsoDateTime(instant), instant).toBe(false);
  });

  it('entity dates and instants outside the years are refused with a field code', () => {
    const schema = entityWriteSchema(watchPeriodEntity);
    const result = schema.safeParse({
      name: 'Morning',
      watch_type: 'deck',
      start_time: '04:00',
      end_time: '08:00',
      officer_id: '0190b6a8-0000-7000-8000-000000000001',
      effective_from: '0000-01-01',
      vessel_id: '0190b6a8-0000-7000-8000-000000000002',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['effective_from'] });
  });
});

describe('numbers the API accepts', () => {
  it('every number field of every entity has bounds its column can hold', () => {
    for (const entity of ENTITIES) {
      for (const [name, field] of Object.entries(entity.fields)) {
        if (field.kind !== 'number') continue;
        const { min, max } = numberBounds(field);
        expect(Number.isFinite(min) && Number.isFinite(max), `${entity.name}.${name}`).toBe(true);
        expect(Math.abs(max) <= 1e15 && Math.abs(min) <= 1e15, `${entity.name}.${name}`).toBe(true);
        if (field.integer) expect(max <= 2_147_483_647, `${entity.name}.${name}`).toBe(true);
        const tooBig = entityWriteSchema(entity).shape[name]!.safeParse(1e300);
        expect(tooBig.success, `${entity.name}.${name}`).toBe(false);
      }
    }
  });
});

describe('filling days between two dates', () => {
  it('counts days rather than comparing texts, so the end of the bounds cannot loop forever', () => {
    const started = Date.now();
    expect(fillDays([], '2100-12-30', '2100-12-31').map((day) => day.date)).toEqual([
      '2100-12-30',
      '2100-12-31',
    ]);
    // 9999-12-31 is after the bounds, and the day after it ('+010000-01-01') sorted before it.
    expect(() => fillDays([], '9999-12-31', '9999-12-31')).toThrow();
    expect(() => summarizeDays([], ['9999-12-31'])).toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('a watch period', () => {
  it('that ends when it starts is refused on its end time', () => {
    const problems = watchPeriodEntity.refine({ start_time: '08:00', end_time: '08:00' });
    expect(problems.end_time).toEqual(['validation:watchZeroLength']);
    expect(watchPeriodEntity.refine({ start_time: '00:00', end_time: '24:00' }).end_time).toBeUndefined();
  });
});
