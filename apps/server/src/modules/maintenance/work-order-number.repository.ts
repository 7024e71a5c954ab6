// Work-order numbers per vessel and year (WO-2026-0042), given by the server. A counter row per
// vessel and year is raised atomically (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so two
// writers never get the same number and no trigger is needed.
import type { Queryable } from '../../db/client';

export function formatWorkOrderNumber(year: number, sequence: number): string {
  return `WO-${year}-${String(sequence).padStart(4, '0')}`;
}

export async function nextWorkOrderNumber(db: Queryable, vesselId: string, today: Date): Promise<string> {
  const year = today.getUTCFullYear();
  const { rows } = await db.query<{ last_number: number }>(
    `INSERT INTO work_order_counters (vessel_id, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (vessel_id, year) DO UPDATE SET last_number = work_order_counters.last_number + 1
     RETURNING last_number`,
    [vesselId, year],
  );
  return formatWorkOrderNumber(year, Number(rows[0]!.last_number));
}
