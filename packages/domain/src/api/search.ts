// The answer of the global search (/api/v1/search).
import { z } from 'zod';

export const searchHitSchema = z.object({
  entity: z.string(),
  resource: z.string(),
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  vesselId: z.string().nullable(),
  link: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchAnswerSchema = z.object({
  rows: z.array(searchHitSchema),
  total: z.number(),
  /** Matches per entity name. */
  counts: z.record(z.string(), z.number()),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
