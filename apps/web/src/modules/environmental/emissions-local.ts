// The emissions of a vessel's reporting year on the local database (issue 12): its records of the year
// and the two before, placed by what their passage and port call on this device tell, and the year's
// answer by the domain's vesselEmissionsYear, the function the server's `GET /emissions/year` runs,
// so the chief engineer at sea sees the CII, the EEXI and the forecast the office sees.
import type { EmissionLinks, EmissionsYearAnswer } from '@mars/domain';
import {
  dayTextOf,
  emissionRecordEntity,
  isoTextOf,
  numberOrNull,
  passageEntity,
  placedRecord,
  portCallEntity,
  vesselEmissionsYear,
  vesselEntity,
} from '@mars/domain';

import type { EntityClient } from '../../data/entity-client';
import { listAll } from '../../offline/list-all';

type Row = Record<string, unknown>;

const timeOrNull = (value: unknown) => isoTextOf(value) || null;
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The row of `id`, or undefined where this device holds none (deleted, or never loaded). */
async function held(client: EntityClient, entity: typeof passageEntity | typeof portCallEntity, id: unknown) {
  if (typeof id !== 'string' || id === '') return undefined;
  return client.get<Row>(entity, id).catch(() => undefined);
}

async function linksOf(client: EntityClient, record: Row): Promise<EmissionLinks> {
  const [passage, call] = await Promise.all([
    held(client, passageEntity, record.passage_id),
    held(client, portCallEntity, record.port_call_id),
  ]);
  const links: EmissionLinks = {};
  if (passage) {
    links.passage = {
      vessel_id: String(passage.vessel_id),
      departure_locode: textOrNull(passage.departure_locode),
      arrival_locode: textOrNull(passage.arrival_locode),
      distance_nm: numberOrNull(passage.distance_nm),
      duration_hours: numberOrNull(passage.duration_hours),
      departed_at: timeOrNull(passage.departed_at),
      arrived_at: timeOrNull(passage.arrived_at),
    };
  }
  if (call) {
    links.portCall = {
      vessel_id: String(call.vessel_id),
      locode: textOrNull(call.locode),
      arrived_at: timeOrNull(call.arrived_at),
      berthed_at: timeOrNull(call.berthed_at),
      departed_at: timeOrNull(call.departed_at),
    };
  }
  return links;
}

/** The answer the server's `GET /emissions/year?vessel_id=&year=` gives, from the local rows. */
export async function localEmissionsYear(
  client: EntityClient,
  vesselId: string,
  year: number,
  now: Date,
): Promise<EmissionsYearAnswer> {
  const [vessel, rows] = await Promise.all([
    client.get<Row>(vesselEntity, vesselId),
    listAll(client, emissionRecordEntity, { vessel_id: vesselId }),
  ]);
  const ofYears = rows
    .filter((row) => {
      const recordYear = Number(dayTextOf(row.period_start).slice(0, 4));
      return recordYear >= year - 2 && recordYear <= year;
    })
    .sort(
      (a, b) =>
        dayTextOf(a.period_start).localeCompare(dayTextOf(b.period_start)) ||
        String(a.id).localeCompare(String(b.id)),
    );
  const records = await Promise.all(
    ofYears.map(async (row) => placedRecord(row, await linksOf(client, row))),
  );
  return vesselEmissionsYear(
    {
      id: vesselId,
      name: String(vessel.name),
      vessel_type: String(vessel.vessel_type),
      gross_tonnage: numberOrNull(vessel.gross_tonnage),
      deadweight: numberOrNull(vessel.deadweight),
      attained_eexi: numberOrNull(vessel.attained_eexi),
      epl_fitted: vessel.epl_fitted === true,
      epl_power_kw: numberOrNull(vessel.epl_power_kw),
    },
    year,
    now.toISOString().slice(0, 10),
    records,
  );
}
