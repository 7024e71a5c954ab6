// Numbering as declared (define-entity.ts `numbering`): every numbered entity's number is the
// server's, its prefixes fit the `<prefix>-<year>-<nnnn>` form the server reads back, and the
// number of a row follows its prefix field and its year.
import { describe, expect, it } from 'vitest';

import { logbookEntryEntity } from './logbook/logbook-entry.entity';
import { formatEntityNumber, numberPrefix, numberYear } from './numbering';
import { ENTITIES } from './registry';

describe('declared numbering', () => {
  const numbered = ENTITIES.filter((entity) => entity.numbering);

  it('is declared by the work orders and the logbook entries at least', () => {
    expect(numbered.map((entity) => entity.name)).toEqual(
      expect.arrayContaining(['workOrder', 'logbookEntry']),
    );
  });

  it.each(numbered.map((entity) => [entity.name, entity] as const))(
    '%s: the number is a server-owned text field, prefixes are short capitals, the year a date',
    (_name, entity) => {
      const numbering = entity.numbering!;
      expect(entity.serverFields).toContain(numbering.field);
      expect(entity.fields[numbering.field]?.kind).toBe('text');
      const prefixes =
        typeof numbering.prefix === 'string' ? [numbering.prefix] : Object.values(numbering.prefix.values);
      for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]{1,5}$/);
      if (typeof numbering.prefix !== 'string') {
        const field = entity.fields[numbering.prefix.field];
        expect(Object.keys(numbering.prefix.values).sort()).toEqual([...(field?.values ?? [])].sort());
      }
      if (numbering.yearOf) expect(['date', 'dateTime']).toContain(entity.fields[numbering.yearOf]?.kind);
    },
  );

  it("numbers a logbook entry by its type and the year of its time, not the write's", () => {
    const numbering = logbookEntryEntity.numbering!;
    const entry = { logbook_type: 'engine', entry_at: '2025-12-31T23:30:00.000Z' };
    expect(numberPrefix(numbering, entry)).toBe('E');
    expect(numberYear(numbering, entry, new Date('2026-01-01T00:10:00Z'))).toBe(2025);
    expect(formatEntityNumber('E', 2025, 42)).toBe('E-2025-0042');
    expect(formatEntityNumber('WO', 2026, 12345)).toBe('WO-2026-12345');
  });
});
