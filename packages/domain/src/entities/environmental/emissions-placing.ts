// Where an emission record's figures come from, written once for the server and for the browser at sea
// (issue 12): a record linked to a passage takes its period, distance, hours at sea and the EU MRV
// scope of its ports; one linked to a port call its period alongside, hours at berth and scope; the
// fuel gives the CO2 factor and the CO2, the cargo the EEOI. The year's answer of a vessel (its figures,
// the two years before for regulation 28.7, its EEXI and the CII forecast) reads the records placed by
// what their passage and port call tell now.
import { euMrvScope, isEuEeaLocode, type EuMrvScope } from '../../rules/eu-mrv';
import { co2ConversionFactor, co2FromFuel, type FuelType } from '../../rules/fuel';
import { roundTo } from '../../rules/numbers';
import { eeoi } from '../../rules/operational-indicators';
import type { EmissionsYearAnswer } from '../../api/environmental';
import type { VesselParticulars } from '../fleet/vessel.entity';
import { ciiForecastOfYear, eexiOfVessel } from './emissions-outlook';
import { ciiCorrectivePlanNeeded, emissionsYear, type EmissionRecordRow } from './emissions-year';

type Row = Record<string, unknown>;

export type PlacedPassage = {
  vessel_id: string;
  departure_locode: string | null;
  arrival_locode: string | null;
  distance_nm: number | null;
  duration_hours: number | null;
  departed_at: string | null;
  arrived_at: string | null;
};

export type PlacedPortCall = {
  vessel_id: string;
  locode: string | null;
  arrived_at: string | null;
  berthed_at: string | null;
  departed_at: string | null;
};

export type EmissionLinks = { passage?: PlacedPassage; portCall?: PlacedPortCall };

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
  return hours >= 0 ? roundTo(hours, 1) : null;
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
 * fuel, the EEOI.
 */
export function emissionColumns(merged: Row, links: EmissionLinks): Row {
  const values: Row = { eu_scope: null };
  if (links.passage) placeByPassage(values, links.passage);
  if (links.portCall) placeByPortCall(values, links.portCall);
  const fuel = merged.fuel_type as FuelType;
  const tonnes = Number(merged.fuel_consumed_t);
  values.emission_factor = co2ConversionFactor(fuel);
  const co2 = co2FromFuel(fuel, tonnes);
  values.co2_t = roundTo(co2, 3);
  const distance = Number(values.distance_nm ?? merged.distance_nm);
  const cargo = Number(merged.cargo_carried_t);
  values.eeoi =
    Number.isFinite(distance) && distance > 0 && Number.isFinite(cargo) && cargo > 0
      ? roundTo(eeoi([{ co2Tonnes: co2, cargo, distanceNm: distance }]), 3)
      : null;
  return values;
}

/** A record as the year's figures take it: with what its passage and port call (of its vessel) tell now. */
export function placedRecord(row: Row, links: EmissionLinks): EmissionRecordRow {
  const placed = { ...row } as EmissionRecordRow & Row;
  if (links.passage && links.passage.vessel_id === row.vessel_id) placeByPassage(placed, links.passage);
  if (links.portCall && links.portCall.vessel_id === row.vessel_id) placeByPortCall(placed, links.portCall);
  return placed;
}

/** A vessel as the year's figures name it, with its particulars for the CII and the EEXI. */
export type EmissionsVessel = VesselParticulars & { id: string; name: string };

/**
 * The year's answer of a vessel from its placed records of the year and the two before: the figures,
 * the earlier years' ratings and whether a corrective plan is due (regulation 28.7), its EEXI, and the
 * CII forecast to 31 December as seen on `today` (UTC, 'YYYY-MM-DD').
 */
export function vesselEmissionsYear(
  vessel: EmissionsVessel,
  year: number,
  today: string,
  records: readonly EmissionRecordRow[],
): EmissionsYearAnswer {
  const particulars: VesselParticulars = {
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
}
