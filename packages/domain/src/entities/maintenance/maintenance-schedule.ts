// When planned maintenance falls due: by calendar interval, by running hours, or both (first wins).
import { computedValue } from '../read-model';
import { maintenanceJobEntity } from './maintenance-job.entity';

const DAY_MS = 86_400_000;

/** A job is raised this share of its hour interval before the hours are reached. */
export const RUNNING_HOURS_LEAD_SHARE = 0.1;

export type PlannedJob = {
  interval_days: number | null;
  interval_hours: number | null;
  next_due_date: string | null;
  next_due_hours: number | null;
  active: boolean;
};

export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether a work order should be raised now: the due date lies within the due-soon window
 * (spec section 9, 30 days), or the running hours are within 10% of the hour interval of the
 * hours due.
 */
export function plannedJobIsDue(job: PlannedJob, equipmentHours: number | null, today: string): boolean {
  if (!job.active) return false;
  if (computedValue(maintenanceJobEntity.computed.due_by_date, job, today)) return true;
  if (job.next_due_hours !== null && equipmentHours !== null) {
    const lead = (job.interval_hours ?? 0) * RUNNING_HOURS_LEAD_SHARE;
    return equipmentHours >= job.next_due_hours - lead;
  }
  return false;
}

/** The key of the due period a raised work order belongs to: one work order per period. */
export function duePeriodKey(job: Pick<PlannedJob, 'next_due_date' | 'next_due_hours'>): string {
  return `${job.next_due_date ?? '-'}|${job.next_due_hours ?? '-'}`;
}

/** After the work is done: the next due date and hours from the intervals. */
export function nextDueAfterCompletion(
  job: Pick<PlannedJob, 'interval_days' | 'interval_hours'>,
  done: { date: string; hours: number | null },
): { next_due_date: string | null; next_due_hours: number | null } {
  return {
    next_due_date: job.interval_days ? addDaysIso(done.date, job.interval_days) : null,
    next_due_hours:
      job.interval_hours && done.hours !== null ? Math.round(done.hours + job.interval_hours) : null,
  };
}
