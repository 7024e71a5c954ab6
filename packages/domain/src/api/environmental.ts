// Answers of the oil record book's own routes: the tanks' retained on board and the entries' warnings
// (derived from the entries, oil-record-book.ts), and the verification of the certified entries' chains;
// the emissions of a reporting year, of a vessel and of the fleet (emissions-year.ts).
import { z } from 'zod';

import {
  BWM_REQUIREMENTS,
  BWRB_READINESS_CHECKS,
  BWRB_WARNINGS,
} from '../entities/environmental/ballast-water-book';
import { BWRB_BOOKS } from '../entities/environmental/ballast-record-entry.entity';
import { ORB_PARTS, ORB_WARNINGS } from '../entities/environmental/oil-record-book';
import { EU_MRV_SCOPES } from '../rules/eu-mrv';
import { FUEL_TYPES } from '../rules/fuel';
import { chainProblemSchema } from './logbook';

export const tankRobSchema = z.object({
  tank_id: z.string(),
  name: z.string(),
  tank_type: z.string(),
  capacity_m3: z.number(),
  rob_m3: z.number(),
  last_entry_date: z.string().nullable(),
  state: z.enum(['ok', 'below_zero', 'above_capacity']),
});
export type TankRobRow = z.infer<typeof tankRobSchema>;

export const orbWarningSchema = z.object({
  entry_id: z.string(),
  entry_number: z.string().nullable(),
  warning: z.enum(ORB_WARNINGS),
  tank_id: z.string().nullable(),
  value: z.number().nullable(),
});
export type OrbWarningRow = z.infer<typeof orbWarningSchema>;

export const oilRecordSummarySchema = z.object({
  vessel_id: z.string(),
  tanks: z.array(tankRobSchema),
  warnings: z.array(orbWarningSchema),
});
export type OilRecordSummary = z.infer<typeof oilRecordSummarySchema>;

/** The verification of a vessel's chains of one book, one result per group (ORB part, 'BWRB'). */
function chainsVerificationSchema<const Groups extends readonly [string, ...string[]]>(groups: Groups) {
  return z.object({
    vessel_id: z.string(),
    verified_at: z.string(),
    ok: z.boolean(),
    chains: z.array(
      z.object({
        part: z.enum(groups),
        ok: z.boolean(),
        /** Certified entries checked. */
        checked: z.number(),
        problems: z.array(chainProblemSchema),
      }),
    ),
  });
}

export const oilRecordVerificationSchema = chainsVerificationSchema(ORB_PARTS);
export type OilRecordVerification = z.infer<typeof oilRecordVerificationSchema>;

/** 'Link to the e-logbook': a record book entry's line in the engine or deck log, written now (created) or found. */
export const recordBookLogLineSchema = z.object({
  entry_id: z.string(),
  logbook_type: z.enum(['engine', 'deck']),
  logbook_entry_id: z.string(),
  logbook_entry_number: z.string().nullable(),
  created: z.boolean(),
});
export type RecordBookLogLine = z.infer<typeof recordBookLogLineSchema>;

/** The ballast water record book of a vessel: its ballast tanks, the warnings, the PSC readiness and the requirements. */
export const ballastRecordVerificationSchema = chainsVerificationSchema(BWRB_BOOKS);
export type BallastRecordVerification = z.infer<typeof ballastRecordVerificationSchema>;

export const ballastTankSchema = z.object({
  tank_id: z.string(),
  name: z.string(),
  capacity_m3: z.number(),
  retained_m3: z.number(),
  last_entry_date: z.string().nullable(),
  state: z.enum(['ok', 'below_zero', 'above_capacity']),
});
export type BallastTankRow = z.infer<typeof ballastTankSchema>;

export const ballastSummarySchema = z.object({
  vessel_id: z.string(),
  tanks: z.array(ballastTankSchema),
  total_retained_m3: z.number(),
  warnings: z.array(
    z.object({
      entry_id: z.string(),
      entry_number: z.string().nullable(),
      warning: z.enum(BWRB_WARNINGS),
      tank_id: z.string().nullable(),
      value: z.number().nullable(),
    }),
  ),
  readiness: z.object({
    ready: z.boolean(),
    checks: z.array(z.object({ check: z.enum(BWRB_READINESS_CHECKS), count: z.number() })),
  }),
  requirements: z.array(
    z.object({ requirement: z.enum(BWM_REQUIREMENTS), applies: z.boolean(), since: z.string().nullable() }),
  ),
});
export type BallastSummary = z.infer<typeof ballastSummarySchema>;

const ciiRatingSchema = z.enum(['A', 'B', 'C', 'D', 'E']);

/** A vessel's emissions of a reporting year (emissions-year.ts), with the ratings of the years before. */
export const emissionsYearSchema = z.object({
  vessel_id: z.string(),
  vessel_name: z.string(),
  year: z.number(),
  records: z.number(),
  verified: z.number(),
  fuel: z.array(
    z.object({ fuel_type: z.enum(FUEL_TYPES), fuel_t: z.number(), factor: z.number(), co2_t: z.number() }),
  ),
  fuel_t: z.number(),
  co2_t: z.number(),
  distance_nm: z.number(),
  hours_at_sea: z.number(),
  hours_in_port: z.number(),
  cii: z.object({
    ship_type: z.string().nullable(),
    capacity: z.number().nullable(),
    capacity_measure: z.enum(['dwt', 'gt']).nullable(),
    attained: z.number().nullable(),
    reference: z.number().nullable(),
    reduction_factor: z.number().nullable(),
    required: z.number().nullable(),
    boundaries: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
    rating: ciiRatingSchema.nullable(),
    reason: z.enum(['no_particulars', 'not_applicable', 'no_distance', 'no_reduction_factor']).nullable(),
  }),
  /** The ratings of the two years before, for regulation 28.7. */
  previous: z.array(z.object({ year: z.number(), rating: ciiRatingSchema.nullable() })),
  corrective_plan: z.boolean(),
  /** The ship's EEXI: attained (vessel record) against required (reg. 25), with each factor's source. */
  eexi: z.object({
    applicable: z.boolean(),
    reason: z.enum(['no_particulars', 'ship_type', 'gross_tonnage', 'size', 'propulsion']).nullable(),
    attained: z.number().nullable(),
    epl_fitted: z.boolean(),
    epl_power_kw: z.number().nullable(),
    measure: z.enum(['dwt', 'gt']).nullable(),
    capacity: z.number().nullable(),
    a: z.number().nullable(),
    b: z.number().nullable(),
    c: z.number().nullable(),
    reference: z.number().nullable(),
    reduction_factor: z.number().nullable(),
    band_from: z.number().nullable(),
    band_to: z.number().nullable(),
    required: z.number().nullable(),
    compliant: z.boolean().nullable(),
    rule_version: z.string(),
  }),
  /** The CII at 31 December at the recent operating profile, and the CO2 left to keep the target rating. */
  forecast: z
    .object({
      basis: z.enum(['last_90_days', 'year_to_date']),
      from: z.string(),
      to: z.string(),
      basis_days: z.number(),
      remaining_days: z.number(),
      co2_per_day: z.number(),
      distance_per_day: z.number(),
      co2_t: z.number(),
      distance_nm: z.number(),
      attained: z.number(),
      required: z.number(),
      rating: ciiRatingSchema,
      target: z.enum(['A', 'B', 'C']),
      co2_limit_t: z.number(),
      co2_left_t: z.number(),
      co2_left_per_day: z.number().nullable(),
    })
    .nullable(),
  forecast_reason: z.enum(['no_cii', 'not_started', 'year_ended', 'no_distance']).nullable(),
  eu: z.object({
    scopes: z.array(z.object({ scope: z.enum(EU_MRV_SCOPES), co2_t: z.number(), share: z.number() })),
    unplaced_co2_t: z.number(),
    mrv_co2_t: z.number(),
    ets_co2_t: z.number(),
    surrender_share: z.number(),
    surrender_co2_t: z.number(),
  }),
});
export type EmissionsYearAnswer = z.infer<typeof emissionsYearSchema>;

export const emissionsFleetSchema = z.object({
  year: z.number(),
  vessels: z.array(emissionsYearSchema),
});
export type EmissionsFleetAnswer = z.infer<typeof emissionsFleetSchema>;
