// What emissions add to the generic writes of a record, and the year's figures of a vessel and of the
// fleet. On a write the server fills the record's columns from its passage and port call, the fuel and
// the cargo (emissionColumns, the domain's: emissions-placing.ts), checking that both are the vessel's.
// The year's figures (vesselEmissionsYear, the domain's, as the browser at sea runs it) read the records
// with what their passage and port call tell now.
import type { EmissionLinks, EmissionsVessel, EmissionsYearAnswer } from '@mars/domain';
import { emissionColumns, placedRecord, vesselEmissionsYear } from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';
import { findPassage, findPortCall, listEmissionRecords } from './emissions.repository';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Fills the server's columns into `values` from the row as it will be (`merged`). */
async function deriveRecord(tx: Queryable, organizationId: string, merged: Row, values: Row): Promise<void> {
  const vesselId = String(merged.vessel_id);
  const links: EmissionLinks = {};
  if (isSet(merged.passage_id)) {
    const passage = await findPassage(tx, organizationId, String(merged.passage_id));
    if (!passage || passage.vessel_id !== vesselId) {
      throw errors.validation({ passage_id: ['validation:emissionSameVessel'] });
    }
    links.passage = passage;
  }
  if (isSet(merged.port_call_id)) {
    const call = await findPortCall(tx, organizationId, String(merged.port_call_id));
    if (!call || call.vessel_id !== vesselId) {
      throw errors.validation({ port_call_id: ['validation:emissionSameVessel'] });
    }
    links.portCall = call;
  }
  Object.assign(values, emissionColumns(merged, links));
}

export const emissionRecordHooks: EntityWriteHooks = {
  async beforeCreate(tx, scope, write) {
    await deriveRecord(tx, scope.organizationId, write.values, write.values);
  },
  async beforeUpdate(tx, scope, write) {
    if (write.values.vessel_id !== undefined && write.values.vessel_id !== write.existing.vessel_id) {
      throw errors.validation({ vessel_id: ['validation:invalid'] });
    }
    await deriveRecord(tx, scope.organizationId, { ...write.existing, ...write.values }, write.values);
  },
};

/** A record of the year's query, placed by its passage's and port call's columns joined to it. */
function placedRow(row: Row): ReturnType<typeof placedRecord> {
  const iso = (value: unknown) =>
    value === null || value === undefined
      ? null
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const links: EmissionLinks = {};
  if (isSet(row.passage_id) && isSet(row.passage_vessel_id)) {
    links.passage = {
      vessel_id: String(row.passage_vessel_id),
      departure_locode: row.departure_locode as string | null,
      arrival_locode: row.arrival_locode as string | null,
      distance_nm: number(row.passage_distance_nm),
      duration_hours: number(row.passage_duration_hours),
      departed_at: iso(row.passage_departed_at),
      arrived_at: iso(row.passage_arrived_at),
    };
  }
  if (isSet(row.port_call_id) && isSet(row.port_call_vessel_id)) {
    links.portCall = {
      vessel_id: String(row.port_call_vessel_id),
      locode: row.port_locode as string | null,
      arrived_at: iso(row.port_arrived_at),
      berthed_at: iso(row.port_berthed_at),
      departed_at: iso(row.port_departed_at),
    };
  }
  return placedRecord(row, links);
}

/**
 * The years' figures of the vessels (vesselEmissionsYear, the domain's): the year, and the two before
 * for regulation 28.7; the ship's EEXI; the CII forecast to 31 December as seen on `today`.
 */
export async function emissionsOfYear(
  db: Queryable,
  organizationId: string,
  vessels: readonly EmissionsVessel[],
  year: number,
  today: string,
): Promise<EmissionsYearAnswer[]> {
  const rows = await listEmissionRecords(
    db,
    organizationId,
    vessels.map((vessel) => vessel.id),
    { from: year - 2, to: year },
  );
  return vessels.map((vessel) =>
    vesselEmissionsYear(
      vessel,
      year,
      today,
      rows.filter((row) => row.vessel_id === vessel.id).map(placedRow),
    ),
  );
}
