// Answers of the navigation module: the last position of each vessel (the one place the incidents,
// the record books and the dashboard read it from).
import { z } from 'zod';

import { POSITION_STATUSES } from '../entities/navigation/navigation-position.entity';

export const lastPositionSchema = z.object({
  vessel_id: z.string(),
  position_id: z.string(),
  position_number: z.string().nullable(),
  /** UTC instant. */
  recorded_at: z.string(),
  /** Decimal degrees. */
  latitude: z.number(),
  longitude: z.number(),
  course: z.number().nullable(),
  speed: z.number().nullable(),
  status: z.enum(POSITION_STATUSES),
});
export type LastPosition = z.infer<typeof lastPositionSchema>;

/** One row per vessel of the user's that has a position, newest first. */
export const lastPositionsAnswerSchema = z.object({ rows: z.array(lastPositionSchema) });
export type LastPositionsAnswer = z.infer<typeof lastPositionsAnswerSchema>;
