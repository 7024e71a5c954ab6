// The dashboard of the selected vessel, or of the fleet (every vessel the user may see) when none is
// selected: vessel status, KPI figures, certificate status, upcoming tasks.
import type { UpcomingTask } from '@mars/domain';
import { datesOfMonth, shiftDate, summarizeDays } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import { sumCounts } from '../../crud/read-model-sql';
import { canSeeVessel } from '../../crud/scope';
import { errors } from '../../plugins/errors';
import type { CertificateCounts, CrewCounts, VesselRow, WorkOrderCounts } from './dashboard.repository';
import {
  CERTIFICATE_FIGURES,
  certificateCounts,
  CREW_FIGURES,
  crewCounts,
  visibleVessels,
  WORK_ORDER_FIGURES,
  workOrderCounts,
  workRestDays,
} from './dashboard.repository';
import { upcomingTasks } from './upcoming.repository';

export type VesselFigures = {
  certificates: CertificateCounts;
  workOrders: WorkOrderCounts;
  crew: CrewCounts;
  restHourViolations: number;
};

export type Dashboard = {
  today: string;
  vessel: VesselRow | null;
  fleet: (VesselRow & VesselFigures)[];
  figures: VesselFigures;
  upcoming: UpcomingTask[];
};

/**
 * Violations found in one seafarer's days, remembered by their exact input (the dates judged and every
 * recorded day): judging a month of half-hour slots against the MLC rules takes milliseconds per
 * seafarer, and the dashboard asks for every seafarer of the fleet on each visit. The key is the
 * whole input of a pure function, so a remembered count can never be stale: a changed day is a new key.
 */
const violationsMemo = new Map<string, number>();
const VIOLATIONS_MEMO_SIZE = 5_000;

function violationCount(days: { date: string; slots: string }[], dates: string[]): number {
  const key = `${dates[0]}..${dates[dates.length - 1]}|${days.map((day) => day.date + day.slots).join('|')}`;
  const known = violationsMemo.get(key);
  if (known !== undefined) return known;
  const found = summarizeDays(days, dates).reduce((sum, day) => sum + day.violations.length, 0);
  if (violationsMemo.size >= VIOLATIONS_MEMO_SIZE) violationsMemo.delete(violationsMemo.keys().next().value!);
  violationsMemo.set(key, found);
  return found;
}

/** Violations of the hours-of-rest rules that end in the current month up to today, per vessel. */
async function restHourViolations(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  today: string,
): Promise<Map<string, number>> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const rows = await workRestDays(db, scope, vesselId, shiftDate(monthStart, -6), today);
  const bySeafarer = new Map<string, { vesselId: string; days: { date: string; slots: string }[] }>();
  for (const row of rows) {
    let entry = bySeafarer.get(row.crew_member_id);
    if (!entry) bySeafarer.set(row.crew_member_id, (entry = { vesselId: row.vessel_id, days: [] }));
    entry.days.push({ date: row.work_date, slots: row.slots });
  }
  const dates = datesOfMonth(today.slice(0, 7)).filter((date) => date <= today);
  const counts = new Map<string, number>();
  for (const { vesselId: vessel, days } of bySeafarer.values()) {
    counts.set(vessel, (counts.get(vessel) ?? 0) + violationCount(days, dates));
  }
  return counts;
}

export async function buildDashboard(
  db: Queryable,
  scope: Scope,
  input: { vesselId: string | undefined; today: string; language?: ReaderLanguage },
): Promise<Dashboard> {
  const vessels = await visibleVessels(db, scope);
  const vessel = input.vesselId ? vessels.find((row) => row.id === input.vesselId) : undefined;
  if (input.vesselId && (!vessel || !canSeeVessel(scope, input.vesselId))) throw errors.notFound();
  const vesselId = input.vesselId;
  const [certificates, workOrders, crew, violations, upcoming] = await Promise.all([
    certificateCounts(db, scope, vesselId, input.today),
    workOrderCounts(db, scope, vesselId, input.today),
    crewCounts(db, scope, vesselId, input.today),
    restHourViolations(db, scope, vesselId, input.today),
    upcomingTasks(db, scope, { vesselId, today: input.today, limit: 25, language: input.language }),
  ]);
  const shown = vessel ? [vessel] : vessels;
  const figuresOf = (ids: string[]): VesselFigures => ({
    certificates: sumCounts(
      ids.map((id) => certificates.get(id)),
      CERTIFICATE_FIGURES,
    ),
    workOrders: sumCounts(
      ids.map((id) => workOrders.get(id)),
      WORK_ORDER_FIGURES,
    ),
    crew: sumCounts(
      ids.map((id) => crew.get(id)),
      CREW_FIGURES,
    ),
    restHourViolations: ids.reduce((sum, id) => sum + (violations.get(id) ?? 0), 0),
  });
  return {
    today: input.today,
    vessel: vessel ?? null,
    fleet: vessel ? [] : vessels.map((row) => ({ ...row, ...figuresOf([row.id]) })),
    figures: figuresOf(shown.map((row) => row.id)),
    upcoming,
  };
}
