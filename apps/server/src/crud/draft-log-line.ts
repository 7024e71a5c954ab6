// A draft logbook line written on behalf of another record (a completed drill's deck-log line, an
// oil record book entry's engine-log line): through createRow, so its number, references and audit
// are those of any other write, left as a draft for the officer of the watch to submit.
import type { LOGBOOK_ENTRY_TYPES, LogbookType } from '@mars/domain';
import { CREW_RANKS, LOGBOOK_TITLE_MAX_LENGTH, logbookEntryEntity } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import type { Queryable } from '../db/client';
import { createRow } from './entity.service';
import type { Scope } from './scope';

export type DraftLogLine = {
  vesselId: string;
  logbookType: LogbookType;
  entryType: (typeof LOGBOOK_ENTRY_TYPES)[number];
  entryAt: string;
  title: string;
  description: string;
  watchKeeperId: string;
  remarks?: string;
  /** Where the ship was, when the record knows it (a deck-log line asks for it before it is submitted). */
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * Writes the draft line. `data` is its logbook type's own data where the record carries it (a
 * position's deck-log line: latitude, longitude, course, speed, wind, sea state, visibility, barometer,
 * weather); the common fields are the line's whatever `data` holds.
 */
export async function writeDraftLogLine(
  tx: Queryable,
  scope: Scope,
  line: DraftLogLine,
  now: Date,
  data: Readonly<Record<string, unknown>> = {},
): Promise<Record<string, unknown>> {
  return createRow(tx, scope, logbookEntryEntity, {
    id: uuidv7(),
    values: {
      ...data,
      ...(typeof line.latitude === 'number' && typeof line.longitude === 'number'
        ? { latitude: line.latitude, longitude: line.longitude }
        : {}),
      vessel_id: line.vesselId,
      logbook_type: line.logbookType,
      entry_type: line.entryType,
      entry_at: line.entryAt,
      title: line.title.slice(0, LOGBOOK_TITLE_MAX_LENGTH),
      description: line.description.slice(0, 8000),
      watch_keeper_id: line.watchKeeperId,
      ...(line.remarks === undefined ? {} : { remarks: line.remarks.slice(0, 4000) }),
    },
    now,
  });
}

/** The senior of crew members by rank (CREW_RANKS lists the Master first). */
export function seniorByRank<T extends { rank: unknown }>(members: readonly T[]): T | undefined {
  return [...members].sort(
    (a, b) => CREW_RANKS.indexOf(a.rank as never) - CREW_RANKS.indexOf(b.rank as never),
  )[0];
}
