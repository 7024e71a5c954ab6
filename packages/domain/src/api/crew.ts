// Answers of the crew module's hours of work and rest.
import { z } from 'zod';

/** A seafarer whose hours can be recorded. */
export const seafarerSchema = z.object({
  id: z.string(),
  vessel_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  rank: z.string(),
  user_id: z.string().nullable(),
});
export type Seafarer = z.infer<typeof seafarerSchema>;
export const seafarersAnswerSchema = z.object({ rows: z.array(seafarerSchema) });

export const hoursViolationSchema = z.object({
  rule: z.enum(['rest24h', 'rest7d', 'periods', 'interval', 'work24h', 'work7d']),
  windowStart: z.string(),
  windowEnd: z.string(),
});

export const hoursDaySchema = z.object({
  date: z.string(),
  /** 48 half-hour slots, '1' work and '0' rest. */
  slots: z.string(),
  restHours: z.number(),
  workHours: z.number(),
  /** Rest in the 7 calendar days ending with this day. */
  restHours7Days: z.number(),
  violations: z.array(hoursViolationSchema),
  remarks: z.string().nullable(),
  /** Recorded (a day not recorded counts as rest). */
  recorded: z.boolean(),
  /** The stored row's version; null when not recorded, or recorded on this device and not yet synced. */
  version: z.number().nullable(),
});
export type HoursDay = z.infer<typeof hoursDaySchema>;

/** The seafarer's signature of the month's record (MLC 2006 A2.3 para 12). */
export const hoursSignatureSchema = z.object({
  signedAt: z.string(),
  signedBy: z.string(),
  /** Who signed, by name. */
  signedByName: z.string(),
});
export type HoursSignature = z.infer<typeof hoursSignatureSchema>;

export const hoursMonthSchema = z.object({
  crewMember: seafarerSchema,
  month: z.string(),
  days: z.array(hoursDaySchema),
  /** The 6 days before the month, which the 7-day windows of its first days reach into. */
  previousDays: z.array(z.object({ date: z.string(), slots: z.string() })),
  violations: z.array(hoursViolationSchema),
  /** Signed by the seafarer: the month's days are no longer changed. */
  signature: hoursSignatureSchema.nullable(),
});
export type HoursMonth = z.infer<typeof hoursMonthSchema>;

/** A saved day as stored. */
export const savedDaySchema = z.object({
  id: z.string(),
  crew_member_id: z.string(),
  work_date: z.string(),
  slots: z.string(),
  remarks: z.string().nullable(),
  /** null: saved on this device, not yet acknowledged by the server. */
  version: z.number().nullable(),
});
export type SavedDay = z.infer<typeof savedDaySchema>;
