// Answers of the dashboard (/api/v1/dashboard) and the activity feed (/api/v1/activity).
import { z } from 'zod';

import { taskSchema } from './tasks';

const count = z.number();
export const certificateCountsSchema = z.object({ valid: count, expiring: count, expired: count });
export const workOrderCountsSchema = z.object({ open: count, overdue: count, dueSoon: count });
export const crewCountsSchema = z.object({ onBoard: count, certificatesExpiring: count });
export type CertificateCounts = z.infer<typeof certificateCountsSchema>;
export type WorkOrderCounts = z.infer<typeof workOrderCountsSchema>;
export type CrewCounts = z.infer<typeof crewCountsSchema>;

export const vesselFiguresSchema = z.object({
  certificates: certificateCountsSchema,
  workOrders: workOrderCountsSchema,
  crew: crewCountsSchema,
  /** null where the days of work and rest are not at hand (the device's offline database). */
  restHourViolations: count.nullable(),
});
export type VesselFigures = z.infer<typeof vesselFiguresSchema>;

/** A vessel as the dashboard names it. */
export const dashboardVesselSchema = z.object({
  id: z.string(),
  name: z.string(),
  imo_number: z.string(),
  flag_state: z.string(),
  vessel_type: z.string(),
});
export type DashboardVessel = z.infer<typeof dashboardVesselSchema>;

/** An upcoming task as the dashboard lists it: a task (tasks.ts) of the kinds it shows, with its days and link. */
export const upcomingTaskSchema = taskSchema
  .pick({
    id: true,
    title: true,
    detail: true,
    vesselId: true,
    vesselName: true,
    date: true,
    days: true,
    link: true,
  })
  .extend({
    kind: z.enum([
      'work_order',
      'certificate',
      'crew_certificate',
      'corrective_action',
      'port_arrival_notice',
    ]),
  });
export type UpcomingTask = z.infer<typeof upcomingTaskSchema>;

export const dashboardAnswerSchema = z.object({
  today: z.string(),
  vessel: dashboardVesselSchema.nullable(),
  fleet: z.array(dashboardVesselSchema.extend(vesselFiguresSchema.shape)),
  figures: vesselFiguresSchema,
  upcoming: z.array(upcomingTaskSchema),
});
export type DashboardData = z.infer<typeof dashboardAnswerSchema>;

export const activityEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  title: z.string().nullable(),
  changedFields: z.array(z.string()),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  vesselId: z.string().nullable(),
  vesselName: z.string().nullable(),
  link: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityAnswerSchema = z.object({ rows: z.array(activityEntrySchema), total: z.number() });
