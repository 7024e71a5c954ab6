// Answers of the logbook's own routes: the dashboard summary, the chain verification, an entry's audit trail.
import { z } from 'zod';

import { LOGBOOK_STATUSES, LOGBOOK_TYPES } from '../entities/logbook/logbook-entry.entity';
import { WATCH_TYPES } from '../entities/logbook/watch-period.entity';

export const typeCountsSchema = z.object({
  ...Object.fromEntries(LOGBOOK_STATUSES.map((status) => [status, z.number()])),
  total: z.number(),
  lastEntryAt: z.string().nullable(),
} as Record<(typeof LOGBOOK_STATUSES)[number] | 'total', z.ZodNumber> & {
  lastEntryAt: z.ZodNullable<z.ZodString>;
});
export type TypeCounts = z.infer<typeof typeCountsSchema>;

const entrySummaryShape = {
  id: z.string(),
  entry_number: z.string().nullable(),
  title: z.string(),
  logbook_type: z.enum(LOGBOOK_TYPES),
  entry_at: z.string(),
  submitted_at: z.string().nullable(),
};
/** An entry waiting for review. */
export const pendingEntrySchema = z.object(entrySummaryShape);
/** A recent entry, with its state. */
export const recentEntrySchema = z.object({ ...entrySummaryShape, status: z.enum(LOGBOOK_STATUSES) });
export type RecentEntry = z.infer<typeof recentEntrySchema>;
export type EntrySummary = z.infer<typeof pendingEntrySchema> & { status?: RecentEntry['status'] };

export const currentWatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  watch_type: z.enum(WATCH_TYPES),
  start_time: z.string(),
  end_time: z.string(),
  officer_id: z.string().nullable(),
  officer_name: z.string().nullable(),
});
export type CurrentWatch = z.infer<typeof currentWatchSchema>;

export const logbookSummarySchema = z.object({
  byType: z.object(
    Object.fromEntries(LOGBOOK_TYPES.map((type) => [type, typeCountsSchema])) as Record<
      (typeof LOGBOOK_TYPES)[number],
      typeof typeCountsSchema
    >,
  ),
  pendingReview: z.array(pendingEntrySchema),
  recent: z.array(recentEntrySchema),
  currentWatch: z.array(currentWatchSchema),
  today: z.object({ entries: z.number() }),
});
export type LogbookSummary = z.infer<typeof logbookSummarySchema>;

export const chainProblemSchema = z.object({
  entryId: z.string().optional(),
  entryNumber: z.string().optional(),
  position: z.number().optional(),
  problem: z.enum(['content_changed', 'link_broken', 'position_gap', 'head_mismatch']),
});
export type ChainProblemRow = z.infer<typeof chainProblemSchema>;

export const chainResultSchema = z.object({
  logbook_type: z.enum(LOGBOOK_TYPES),
  ok: z.boolean(),
  /** Approved entries checked. */
  checked: z.number(),
  problems: z.array(chainProblemSchema),
});
export type ChainResult = z.infer<typeof chainResultSchema>;

export const verificationSchema = z.object({
  vessel_id: z.string(),
  verified_at: z.string(),
  ok: z.boolean(),
  chains: z.array(chainResultSchema),
});
export type Verification = z.infer<typeof verificationSchema>;

const changeSchema = z.object({ before: z.unknown(), after: z.unknown() });

/** One step of an entry's audit trail: who did what, and the fields it changed. */
export const auditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  step: z.string().nullable(),
  /** The reason of a rejection. */
  reason: z.string().optional(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  changes: z.record(z.string(), changeSchema),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditAnswerSchema = z.object({ rows: z.array(auditRowSchema) });
