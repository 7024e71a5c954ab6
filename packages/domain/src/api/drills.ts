// Answers of the safety module's drill routes: the participants of a drill and the SOLAS III/19 check
// per person of a vessel (rules/drills.ts solasDrillOverview).
import { z } from 'zod';

const dueStatus = z.enum(['ok', 'due', 'overdue']);
const solasKind = z.enum(['fire', 'abandon_ship']);

/** A crew member who took part in a drill, with their name and rank from the crew list. */
export const drillParticipantSchema = z.object({
  crew_member_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  rank: z.string(),
});
export type DrillParticipant = z.infer<typeof drillParticipantSchema>;

export const drillParticipantsSchema = z.object({
  drill_id: z.string(),
  version: z.number(),
  participant_count: z.number(),
  participants: z.array(drillParticipantSchema),
});
export type DrillParticipants = z.infer<typeof drillParticipantsSchema>;

const drillDueSchema = z.object({
  type: solasKind,
  lastDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: dueStatus,
});

/** One vessel's SOLAS drill status on a day: each drill kind, and each crew member on board. */
export const solasVesselStatusSchema = z.object({
  vessel_id: z.string(),
  vessel_name: z.string(),
  drills: z.array(drillDueSchema),
  crew: z.array(
    z.object({
      crew_member_id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      rank: z.string(),
      status: dueStatus,
      overdue: z.array(solasKind),
      due: z.array(solasKind),
      kinds: z.array(drillDueSchema),
    }),
  ),
  /** III/19.3.2: more than 25 % of the crew missed a drill kind in the previous month. */
  drillWithin24hOfLeavingPort: z.boolean(),
  participation: z.object({ drilled: z.number(), total: z.number() }),
});
export type SolasVesselStatus = z.infer<typeof solasVesselStatusSchema>;

export const solasStatusSchema = z.object({
  today: z.string(),
  vessels: z.array(solasVesselStatusSchema),
});
export type SolasStatus = z.infer<typeof solasStatusSchema>;
