// Answers of the oil record book's own routes: the tanks' retained on board and the entries' warnings
// (derived from the entries, oil-record-book.ts), and the verification of the certified entries' chains.
import { z } from 'zod';

import { ORB_PARTS, ORB_WARNINGS } from '../entities/environmental/oil-record-book';
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

export const oilRecordVerificationSchema = z.object({
  vessel_id: z.string(),
  verified_at: z.string(),
  ok: z.boolean(),
  chains: z.array(
    z.object({
      part: z.enum(ORB_PARTS),
      ok: z.boolean(),
      /** Certified entries checked. */
      checked: z.number(),
      problems: z.array(chainProblemSchema),
    }),
  ),
});
export type OilRecordVerification = z.infer<typeof oilRecordVerificationSchema>;

/** 'Link to the e-logbook': the engine-log line of an entry, written now (created) or found. */
export const oilRecordLogLineSchema = z.object({
  oil_record_entry_id: z.string(),
  logbook_entry_id: z.string(),
  logbook_entry_number: z.string().nullable(),
  created: z.boolean(),
});
export type OilRecordLogLine = z.infer<typeof oilRecordLogLineSchema>;
