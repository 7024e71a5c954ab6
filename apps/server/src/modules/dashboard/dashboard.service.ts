// The dashboard of the selected vessel, or of the fleet (every vessel the user may see) when none is
// selected: vessel status, KPI figures, certificate status, upcoming tasks. The rows each figure counts
// and the answer's assembly are the domain's (rules/dashboard-figures.ts), which the device's offline
// dashboard uses too; here they are counted in SQL.
import type { DashboardData, WorkRestDay } from '@mars/domain';
import { dashboardAnswer, restDaysWindow, restHourViolationsByVessel, violationsOn } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import { canSeeVessel } from '../../crud/scope';
import { readerKey, unchangedReads } from '../../crud/unchanged-reads';
import { errors } from '../../plugins/errors';
import { dashboardCounts, visibleVessels, workRestDays } from './dashboard.repository';
import { upcomingTasks } from './upcoming.repository';

/**
 * Violations found in one seafarer's days, remembered by their exact input (the dates judged and every
 * recorded day): judging a month of half-hour slots against the MLC rules takes milliseconds per
 * seafarer, and the dashboard asks for every seafarer of the fleet on each visit. The key is the
 * whole input of a pure function, so a remembered count can never be stale: a changed day is a new key.
 */
const violationsMemo = new Map<string, number>();
const VIOLATIONS_MEMO_SIZE = 5_000;

function rememberedViolations(days: WorkRestDay[], dates: string[]): number {
  const key = `${dates[0]}..${dates[dates.length - 1]}|${days.map((day) => day.date + day.slots).join('|')}`;
  const known = violationsMemo.get(key);
  if (known !== undefined) return known;
  const found = violationsOn(days, dates);
  if (violationsMemo.size >= VIOLATIONS_MEMO_SIZE) violationsMemo.delete(violationsMemo.keys().next().value!);
  violationsMemo.set(key, found);
  return found;
}

type DashboardInput = { vesselId: string | undefined; today: string; language?: ReaderLanguage };

/**
 * A fleet's dashboard counts every open work order and certificate of the fleet: it is remembered
 * per reader, vessel, day and language until the organization's data changes (crud/unchanged-reads.ts).
 */
const rememberedDashboards = unchangedReads<DashboardData>(1_000);

export function buildDashboard(db: Queryable, scope: Scope, input: DashboardInput): Promise<DashboardData> {
  const key = readerKey(scope, input.vesselId, input.today, input.language);
  return rememberedDashboards.read(db, scope.organizationId, key, () => computeDashboard(db, scope, input));
}

async function computeDashboard(db: Queryable, scope: Scope, input: DashboardInput): Promise<DashboardData> {
  const vessels = await visibleVessels(db, scope);
  const vessel = input.vesselId ? vessels.find((row) => row.id === input.vesselId) : undefined;
  if (input.vesselId && (!vessel || !canSeeVessel(scope, input.vesselId))) throw errors.notFound();
  const { vesselId, today } = input;
  const window = restDaysWindow(today);
  const [counts, days, upcoming] = await Promise.all([
    dashboardCounts(db, scope, vesselId, today),
    workRestDays(db, scope, vesselId, window.from, window.to),
    upcomingTasks(db, scope, { vesselId, today, language: input.language }),
  ]);
  return dashboardAnswer({
    today,
    vessels,
    vessel,
    counts,
    violations: restHourViolationsByVessel(days, today, rememberedViolations),
    upcoming,
  });
}
