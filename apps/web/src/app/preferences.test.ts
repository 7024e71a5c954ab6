import { describe, expect, it } from 'vitest';

import { TIMEZONES, ianaTimeZone } from './preferences';
import { createFormatters } from './regional';

describe('regional preferences', () => {
  it('offers the five timezones of the specification', () => {
    expect([...TIMEZONES]).toEqual(['UTC', 'UTC+8', 'UTC+1', 'UTC-5', 'UTC-8']);
  });

  it('maps fixed offsets to the IANA Etc zones, whose sign runs the other way', () => {
    expect(ianaTimeZone('UTC')).toBe('UTC');
    expect(ianaTimeZone('UTC+8')).toBe('Etc/GMT-8');
    expect(ianaTimeZone('UTC-5')).toBe('Etc/GMT+5');
  });

  it('shows a UTC instant in the chosen zone and language', () => {
    const instant = '2026-03-01T22:30:00Z';
    expect(createFormatters('en', ianaTimeZone('UTC+8')).date(instant)).toBe('Mar 2, 2026');
    expect(createFormatters('de', ianaTimeZone('UTC')).date(instant)).toBe('01.03.2026');
    expect(createFormatters('de', 'UTC').dateTime(instant)).toBe('01.03.2026, 22:30');
  });

  it('formats numbers per language and leaves missing dates empty', () => {
    expect(createFormatters('de', 'UTC').number(1234.5)).toBe('1.234,5');
    expect(createFormatters('en', 'UTC').number(1234.5)).toBe('1,234.5');
    expect(createFormatters('en', 'UTC').date(null)).toBe('');
    expect(createFormatters('en', 'UTC').date('not a date')).toBe('');
  });
});
