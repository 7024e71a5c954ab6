// The dashboard's answer (spec section 2, '/'): which rows each figure counts (its entity's stats), the
// month's violations of the hours of rest, and how a fleet's figures add up (its upcoming tasks are
// work items, entities/work-items.ts). The server's `GET /dashboard` counts in SQL and the device counts its local rows; both
// assemble the answer here, so the Master at sea reads the figures the office reads.
import type { DashboardData, DashboardVessel, UpcomingTask, VesselFigures } from '../api/dashboard';
import { certificateEntity } from '../entities/certificates/certificate.entity';
import { crewCertificateEntity } from '../entities/crew/crew-certificate.entity';
import { crewMemberEntity } from '../entities/crew/crew-member.entity';
import type { WorkRestDay } from '../entities/crew/work-rest-day';
import { datesOfMonth, shiftDate, summarizeDays } from '../entities/crew/work-rest-day';
import { WORK_ORDER_UNFINISHED, workOrderEntity } from '../entities/maintenance/work-order.entity';
import { statWhere, sumCounts } from '../entities/read-model';

/** The rows each of the dashboard's counts takes, by entity: the definitions' own stats. */
export const DASHBOARD_SETS = {
  certificates: {
    entity: certificateEntity,
    sets: {
      valid: statWhere(certificateEntity, 'valid'),
      expiring: statWhere(certificateEntity, 'expiring30'),
      expired: statWhere(certificateEntity, 'expired'),
    },
  },
  workOrders: {
    entity: workOrderEntity,
    sets: {
      open: [WORK_ORDER_UNFINISHED],
      overdue: statWhere(workOrderEntity, 'overdue'),
      dueSoon: statWhere(workOrderEntity, 'dueSoon'),
    },
  },
  crewOnBoard: {
    entity: crewMemberEntity,
    sets: { onBoard: statWhere(crewMemberEntity, 'onBoard') },
  },
  crewCertificates: {
    entity: crewCertificateEntity,
    sets: {
      expiringSoon: statWhere(crewCertificateEntity, 'expiringSoon'),
      expired: statWhere(crewCertificateEntity, 'expired'),
    },
  },
} as const;

type SetKey<Name extends keyof typeof DASHBOARD_SETS> = keyof (typeof DASHBOARD_SETS)[Name]['sets'] & string;
type Counts<Name extends keyof typeof DASHBOARD_SETS> = ReadonlyMap<string, Record<SetKey<Name>, number>>;

/** Per vessel, the counts of each of DASHBOARD_SETS. */
export type DashboardCounts = { [Name in keyof typeof DASHBOARD_SETS]: Counts<Name> };

/** The days of work and rest the month's violations are judged on: the month so far and the 6 days before. */
export function restDaysWindow(today: string): { from: string; to: string } {
  return { from: shiftDate(`${today.slice(0, 7)}-01`, -6), to: today };
}

export type SeafarerDay = { vessel_id: string; crew_member_id: string; work_date: string; slots: string };

/** Violations in one seafarer's days on `dates` (the MLC rules, crew/work-rest-day.ts). */
export function violationsOn(days: readonly WorkRestDay[], dates: readonly string[]): number {
  return summarizeDays(days, dates).reduce((sum, day) => sum + day.violations.length, 0);
}

/**
 * Violations of the hours of rest that end in the current month up to today, per vessel, from the
 * recorded days of restDaysWindow (`count` judges one seafarer's days; the server remembers its answers).
 */
export function restHourViolationsByVessel(
  rows: readonly SeafarerDay[],
  today: string,
  count: (days: WorkRestDay[], dates: string[]) => number = violationsOn,
): Map<string, number> {
  const bySeafarer = new Map<string, { vesselId: string; days: WorkRestDay[] }>();
  for (const row of rows) {
    let entry = bySeafarer.get(row.crew_member_id);
    if (!entry) bySeafarer.set(row.crew_member_id, (entry = { vesselId: row.vessel_id, days: [] }));
    entry.days.push({ date: row.work_date, slots: row.slots });
  }
  const dates = datesOfMonth(today.slice(0, 7)).filter((date) => date <= today);
  const counts = new Map<string, number>();
  for (const { vesselId, days } of bySeafarer.values()) {
    days.sort((a, b) => a.date.localeCompare(b.date));
    counts.set(vesselId, (counts.get(vesselId) ?? 0) + count(days, dates));
  }
  return counts;
}

/**
 * The dashboard's answer: the selected vessel's figures, or with none selected the fleet's (each
 * vessel's and their sum). Violations are null where the days of work and rest are not at hand.
 */
export function dashboardAnswer(input: {
  today: string;
  /** The active vessels the reader sees, by name. */
  vessels: readonly DashboardVessel[];
  vessel: DashboardVessel | undefined;
  counts: DashboardCounts;
  violations: ReadonlyMap<string, number> | null;
  upcoming: UpcomingTask[];
}): DashboardData {
  const { counts, violations, vessel } = input;
  const figuresOf = (ids: string[]): VesselFigures => {
    const crewOnBoard = sumCounts(
      ids.map((id) => counts.crewOnBoard.get(id)),
      ['onBoard'],
    );
    const crewCertificates = sumCounts(
      ids.map((id) => counts.crewCertificates.get(id)),
      ['expiringSoon', 'expired'],
    );
    return {
      certificates: sumCounts(
        ids.map((id) => counts.certificates.get(id)),
        ['valid', 'expiring', 'expired'],
      ),
      workOrders: sumCounts(
        ids.map((id) => counts.workOrders.get(id)),
        ['open', 'overdue', 'dueSoon'],
      ),
      crew: {
        onBoard: crewOnBoard.onBoard,
        certificatesExpiring: crewCertificates.expiringSoon + crewCertificates.expired,
      },
      restHourViolations: violations ? ids.reduce((sum, id) => sum + (violations.get(id) ?? 0), 0) : null,
    };
  };
  const shown = vessel ? [vessel] : input.vessels;
  const particulars = (row: DashboardVessel): DashboardVessel => ({
    id: row.id,
    name: row.name,
    imo_number: row.imo_number,
    flag_state: row.flag_state,
    vessel_type: row.vessel_type,
  });
  return {
    today: input.today,
    vessel: vessel ? particulars(vessel) : null,
    fleet: vessel ? [] : input.vessels.map((row) => ({ ...particulars(row), ...figuresOf([row.id]) })),
    figures: figuresOf(shown.map((row) => row.id)),
    upcoming: input.upcoming,
  };
}
