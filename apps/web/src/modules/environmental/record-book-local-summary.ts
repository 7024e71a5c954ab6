// The oil record book's summary on the local database (issue 14 offline, issue 12): each tank's
// retained on board and the entries' warnings, derived from the rows this browser holds by the same
// domain rule the server's summary route runs (deriveOilRecordBook over the vessel's tanks and live
// entries, with its gross tonnage), so the Master at sea sees what the inspector ashore would.
import type { EntityDefinition, OilRecordSummary } from '@mars/domain';
import {
  MAX_LIST_PAGE_SIZE,
  deriveOilRecordBook,
  oilRecordEntryEntity,
  vesselEntity,
  vesselTankEntity,
} from '@mars/domain';

import type { EntityClient } from '../../data/entity-client';

type Row = Record<string, unknown>;

/** Every row of a vessel's list, page after page (a year of a book is a few hundred entries). */
export async function listAllLocal(
  client: EntityClient,
  entity: EntityDefinition,
  params: Record<string, string>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const page = await client.list<Row>(entity, {
      ...params,
      limit: MAX_LIST_PAGE_SIZE,
      offset: rows.length,
    });
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

/** The summary the server's `GET /oil-record-book/summary` answers, from the local rows. */
export async function localOilRecordSummary(
  client: EntityClient,
  vesselId: string,
): Promise<OilRecordSummary> {
  const [tanks, entries, vessel] = await Promise.all([
    listAllLocal(client, vesselTankEntity, { vessel_id: vesselId, sort: 'name' }),
    listAllLocal(client, oilRecordEntryEntity, { vessel_id: vesselId }),
    client.get<Row>(vesselEntity, vesselId),
  ]);
  // The ballast water tanks are the ballast water record book's.
  const oilTanks = tanks
    .filter((tank) => tank.tank_type !== 'ballast_water')
    .map((tank) => ({
      id: String(tank.id),
      name: String(tank.name),
      tank_type: String(tank.tank_type),
      capacity_m3: Number(tank.capacity_m3),
    }));
  const gt =
    vessel.gross_tonnage === null || vessel.gross_tonnage === undefined ? null : Number(vessel.gross_tonnage);
  return { vessel_id: vesselId, ...deriveOilRecordBook({ tanks: oilTanks, entries, gt }) };
}
