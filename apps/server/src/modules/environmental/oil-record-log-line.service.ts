// 'Link to the e-logbook' (issue 14): a completed, signed or certified oil record book entry writes
// its line into the engine log once, a draft (crud/draft-log-line.ts) for the watch to submit, dated
// as the operation, naming the entry's number, code, item and quantities. The line's remarks name the
// entry; a second link finds the line by them and writes none (the entry's row is locked meanwhile).
import type { OilRecordLogLine } from '@mars/domain';
import {
  OIL_RECORD_BOOK_PART_II_CODES,
  OIL_RECORD_BOOK_PART_I_CODES,
  letterOfCode,
  orbCodeItem,
} from '@mars/domain';

import { seniorByRank, writeDraftLogLine } from '../../crud/draft-log-line';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

type Row = Record<string, unknown>;

/** The states whose operation is recorded (a draft may still change). */
export const ORB_LINKABLE_STATUSES: readonly string[] = ['completed', 'signed', 'certified'];

/** The remark by which the engine-log line names its oil record book entry. */
export function orbLogLineRemark(entryNumber: string): string {
  return `Oil record book entry ${entryNumber}`;
}

const ENGINE_RANKS = [
  'chief_engineer',
  'second_engineer',
  'third_engineer',
  'fourth_engineer',
  'electrical_engineer',
];

function codeName(code: string): string {
  const codes: Record<string, string> = code.startsWith('II-')
    ? OIL_RECORD_BOOK_PART_II_CODES
    : OIL_RECORD_BOOK_PART_I_CODES;
  return codes[letterOfCode(code)] ?? code;
}

const amount = (value: unknown, unit: string) =>
  value === null || value === undefined ? undefined : `${Number(value)} ${unit}`;

function description(entry: Row, tanks: Map<string, string>): string {
  const tank = (id: unknown) => (typeof id === 'string' ? tanks.get(id) : undefined);
  const lines = [
    `Oil record book Part ${String(entry.part)}, entry ${String(entry.entry_number)}: ${orbCodeItem(entry.code, entry.item)} – ${codeName(String(entry.code))}.`,
    amount(entry.quantity_m3, 'm³') && `Quantity: ${amount(entry.quantity_m3, 'm³')}`,
    amount(entry.quantity_t, 't') && `Quantity: ${amount(entry.quantity_t, 't')}`,
    entry.oil_type ? `Oil: ${String(entry.oil_type).replace(/_/g, ' ')}` : undefined,
    tank(entry.tank_from_id) && `From tank: ${tank(entry.tank_from_id)}`,
    tank(entry.tank_to_id) && `To tank: ${tank(entry.tank_to_id)}`,
    amount(entry.tank_total_m3, 'm³') && `Tank content after: ${amount(entry.tank_total_m3, 'm³')}`,
    amount(entry.oil_content_ppm, 'ppm') && `Oil content: ${amount(entry.oil_content_ppm, 'ppm')}`,
    entry.port ? `Port: ${String(entry.port)}` : undefined,
    entry.receipt_number ? `Receipt: ${String(entry.receipt_number)}` : undefined,
    entry.remarks ? String(entry.remarks) : undefined,
  ];
  return lines.filter(Boolean).join('\n');
}

/** The user's own crew record on the vessel, else the vessel's senior engineer. */
async function watchKeeperOf(tx: Queryable, scope: Scope, vesselId: string): Promise<string> {
  const { rows } = await tx.query<{ id: string; rank: string; user_id: string | null }>(
    `SELECT id, rank, user_id FROM personnel
     WHERE organization_id = $1 AND vessel_id = $2 AND deleted_at IS NULL
       AND (user_id = $3 OR rank = ANY($4::text[]))
     ORDER BY id`,
    [scope.organizationId, vesselId, scope.userId, ENGINE_RANKS],
  );
  const keeper = rows.find((row) => row.user_id === scope.userId) ?? seniorByRank(rows);
  if (!keeper) throw errors.validation({ watch_keeper_id: ['validation:orbLogLineNoKeeper'] });
  return keeper.id;
}

export async function linkToEngineLog(
  tx: Queryable,
  scope: Scope,
  entryId: string,
  now: Date,
): Promise<OilRecordLogLine> {
  const params: unknown[] = [entryId];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await tx.query<Row>(
    `SELECT * FROM oil_record_entries WHERE id = $1 AND deleted_at IS NULL AND ${where} FOR UPDATE`,
    params,
  );
  const entry = rows[0];
  if (!entry) throw errors.notFound();
  if (!ORB_LINKABLE_STATUSES.includes(String(entry.status))) {
    throw errors.validation({ status: ['validation:orbLogLineNotCompleted'] });
  }
  const vesselId = String(entry.vessel_id);
  const remark = orbLogLineRemark(String(entry.entry_number));
  const existing = await tx.query<{ id: string; entry_number: string | null }>(
    `SELECT id, entry_number FROM logbook_entries
     WHERE organization_id = $1 AND vessel_id = $2 AND logbook_type = 'engine' AND remarks = $3
       AND deleted_at IS NULL
     ORDER BY created_at, id LIMIT 1`,
    [scope.organizationId, vesselId, remark],
  );
  const found = existing.rows[0];
  if (found) {
    return {
      oil_record_entry_id: entryId,
      logbook_entry_id: found.id,
      logbook_entry_number: found.entry_number,
      created: false,
    };
  }
  const tankRows = await tx.query<{ id: string; name: string }>(
    `SELECT id, name FROM vessel_tanks WHERE organization_id = $1 AND vessel_id = $2`,
    [scope.organizationId, vesselId],
  );
  const tanks = new Map(tankRows.rows.map((row) => [row.id, row.name]));
  const row = await writeDraftLogLine(
    tx,
    scope,
    {
      vesselId,
      logbookType: 'engine',
      entryType: entry.code === 'I-H' ? 'bunkering' : entry.part === 'I' ? 'machinery' : 'other',
      entryAt: entry.start_at ? String(entry.start_at) : `${String(entry.operation_date)}T12:00:00.000Z`,
      title: `ORB ${String(entry.entry_number)}: ${orbCodeItem(entry.code, entry.item)} – ${codeName(String(entry.code))}`,
      description: description(entry, tanks),
      watchKeeperId: await watchKeeperOf(tx, scope, vesselId),
      remarks: remark,
    },
    now,
  );
  return {
    oil_record_entry_id: entryId,
    logbook_entry_id: String(row.id),
    logbook_entry_number: row.entry_number === null ? null : String(row.entry_number),
    created: true,
  };
}
