// What emissions add to the generic writes of a record, and the year's figures of a vessel and of the
// fleet. On a write the server takes the fuel's CO2 factor and the CO2 (rules/fuel.ts), the distance and
// hours at sea of the linked passage, the hours at berth of the linked port call, the EU MRV scope of
// their ports (rules/eu-mrv.ts) and the EEOI (rules/operational-indicators.ts). The year's figures
// (emissionsYear, the domain's) read the records with what their passage and port call tell now.
import type { EmissionRecordRow, EmissionsYearAnswer, EuMrvScope, FuelType } from '@mars/domain';
import {
  co2ConversionFactor,
  co2FromFuel,
  ciiCorrectivePlanNeeded,
  ciiForecastOfYear,
  eexiOfVessel,
  eeoi,
  emissionsYear,
  euMrvScope,
  isEuEeaLocode,
} from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';
import type { EmissionsVessel, PlacedPassage, PlacedPortCall } from './emissions.repository';
import { findPassage, findPortCall, listEmissionRecords } from './emissions.repository';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The EU MRV scope of a voyage between two ports, if both codes tell. */
function passageScope(departure: unknown, arrival: unknown): EuMrvScope | null {
  const fromEu = isEuEeaLocode(departure);
  const toEu = isEuEeaLocode(arrival);
  if (fromEu === undefined || toEu === undefined) return null;
  return euMrvScope({ fromEu, toEu });
}

function berthScope(locode: unknown): EuMrvScope | null {
  const inEu = isEuEeaLocode(locode);
  return inEu === undefined ? null : euMrvScope({ fromEu: inEu, toEu: inEu, atBerth: true });
}

/** Hours alongside (or at the port from arrival when not berthed) to departure; none before departure. */
function hoursAtBerth(
  call: Pick<PlacedPortCall, 'arrived_at' | 'berthed_at' | 'departed_at'>,
): number | null {
  const from = call.berthed_at ?? call.arrived_at;
  if (!from || !call.departed_at) return null;
  const hours = (Date.parse(call.departed_at) - Date.parse(from)) / 3_600_000;
  return hours >= 0 ? round(hours, 1) : null;
}

const dayOf = (instant: string | null) => (instant ? instant.slice(0, 10) : null);

/** The passage's period, distance, hours and scope: linked, not retyped. */
function placeByPassage(values: Row, passage: PlacedPassage): void {
  const start = dayOf(passage.departed_at);
  const end = dayOf(passage.arrived_at);
  if (start) values.period_start = start;
  if (end && (!start || end >= start)) values.period_end = end;
  if (passage.distance_nm !== null) values.distance_nm = passage.distance_nm;
  if (passage.duration_hours !== null) values.hours_at_sea = passage.duration_hours;
  values.eu_scope = passageScope(passage.departure_locode, passage.arrival_locode);
}

/** The call's period (alongside to departure), hours at berth and scope. */
function placeByPortCall(values: Row, call: PlacedPortCall): void {
  const start = dayOf(call.berthed_at ?? call.arrived_at);
  const end = dayOf(call.departed_at);
  if (start) values.period_start = start;
  if (end && (!start || end >= start)) values.period_end = end;
  const hours = hoursAtBerth(call);
  if (hours !== null) values.hours_in_port = hours;
  values.eu_scope = berthScope(call.locode);
}

/**
 * The server's columns of a record (`merged`: the row as it will be) with its passage and port call:
 * the distance and hours they tell, the EU MRV scope of their ports, the CO2 factor and CO2 of the
 * fuel, the EEOI. Also the demo seed's.
 */
export function emissionColumns(
  merged: Row,
  links: { passage?: PlacedPassage; portCall?: PlacedPortCall },
): Row {
  const values: Row = { eu_scope: null };
  if (links.passage) placeByPassage(values, links.passage);
  if (links.portCall) placeByPortCall(values, links.portCall);
  const fuel = merged.fuel_type as FuelType;
  const tonnes = Number(merged.fuel_consumed_t);
  values.emission_factor = co2ConversionFactor(fuel);
  const co2 = co2FromFuel(fuel, tonnes);
  values.co2_t = round(co2, 3);
  const distance = Number(values.distance_nm ?? merged.distance_nm);
  const cargo = Number(merged.cargo_carried_t);
  values.eeoi =
    Number.isFinite(distance) && distance > 0 && Number.isFinite(cargo) && cargo > 0
      ? round(eeoi([{ co2Tonnes: co2, cargo, distanceNm: distance }]), 3)
      : null;
  return values;
}

/** Fills the server's columns into `values` from the row as it will be (`merged`). */
async function deriveRecord(tx: Queryable, organizationId: string, merged: Row, values: Row): Promise<void> {
  const vesselId = String(merged.vessel_id);
  const links: { passage?: PlacedPassage; portCall?: PlacedPortCall } = {};
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

/** A record as the year's figures take it: the passage's and port call's particulars of today. */
function placedRecord(row: Row): EmissionRecordRow {
  const placed = { ...row } as EmissionRecordRow & Row;
  const iso = (value: unknown) =>
    value === null || value === undefined
      ? null
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  if (isSet(row.passage_id) && row.passage_vessel_id === row.vessel_id) {
    placeByPassage(placed, {
      vessel_id: String(row.vessel_id),
      departure_locode: row.departure_locode as string | null,
      arrival_locode: row.arrival_locode as string | null,
      distance_nm: row.passage_distance_nm === null ? null : Number(row.passage_distance_nm),
      duration_hours: row.passage_duration_hours === null ? null : Number(row.passage_duration_hours),
      departed_at: iso(row.passage_departed_at),
      arrived_at: iso(row.passage_arrived_at),
    });
  }
  if (isSet(row.port_call_id) && row.port_call_vessel_id === row.vessel_id) {
    placeByPortCall(placed, {
      vessel_id: String(row.vessel_id),
      locode: row.port_locode as string | null,
      arrived_at: iso(row.port_arrived_at),
      berthed_at: iso(row.port_berthed_at),
      departed_at: iso(row.port_departed_at),
    });
  }
  return placed;
}

/**
 * The years' figures of the vessels: the year, and the two before for regulation 28.7; the ship's EEXI;
 * the CII forecast to 31 December as seen on `today` (UTC, 'YYYY-MM-DD').
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
  return vessels.map((vessel) => {
    const records = rows.filter((row) => row.vessel_id === vessel.id).map(placedRecord);
    const particulars = {
      vessel_type: vessel.vessel_type,
      gross_tonnage: vessel.gross_tonnage,
      deadweight: vessel.deadweight,
      attained_eexi: vessel.attained_eexi,
      epl_fitted: vessel.epl_fitted,
      epl_power_kw: vessel.epl_power_kw,
    };
    const figures = emissionsYear(particulars, year, records);
    const previous = [year - 2, year - 1].map((earlier) => ({
      year: earlier,
      rating: emissionsYear(particulars, earlier, records).cii.rating,
    }));
    const ratings = Object.fromEntries([
      ...previous.map((entry) => [entry.year, entry.rating] as const),
      [year, figures.cii.rating] as const,
    ]);
    const outlook = ciiForecastOfYear({
      vessel: particulars,
      year,
      today,
      rows: records,
      yearToDate: { co2_t: figures.co2_t, distance_nm: figures.distance_nm, rating: figures.cii.rating },
    });
    return {
      vessel_id: vessel.id,
      vessel_name: vessel.name,
      ...figures,
      previous,
      corrective_plan: ciiCorrectivePlanNeeded(ratings),
      eexi: eexiOfVessel(particulars),
      forecast: outlook.forecast,
      forecast_reason: outlook.reason,
    };
  });
}
