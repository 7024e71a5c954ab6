// Entry numbers per vessel, logbook type and year of the entry (D-2026-0042, E-..., R-...), given by
// the server inside the write's transaction: a refused write rolls its number back and leaves no gap.
import type { LogbookType } from '@mars/domain';

import type { Queryable } from '../../db/client';

const PREFIX: Record<LogbookType, string> = { deck: 'D', engine: 'E', radio: 'R' };

export function formatLogbookEntryNumber(type: LogbookType, year: number, sequence: number): string {
  return `${PREFIX[type]}-${year}-${String(sequence).padStart(4, '0')}`;
}

export async function nextLogbookEntryNumber(
  db: Queryable,
  input: { vesselId: string; logbookType: LogbookType; entryAt: Date },
): Promise<string> {
  const year = input.entryAt.getUTCFullYear();
  const { rows } = await db.query<{ last_number: number }>(
    `INSERT INTO logbook_entry_counters (vessel_id, logbook_type, year, last_number) VALUES ($1, $2, $3, 1)
     ON CONFLICT (vessel_id, logbook_type, year)
     DO UPDATE SET last_number = logbook_entry_counters.last_number + 1
     RETURNING last_number`,
    [input.vesselId, input.logbookType, year],
  );
  return formatLogbookEntryNumber(input.logbookType, year, Number(rows[0]!.last_number));
}
