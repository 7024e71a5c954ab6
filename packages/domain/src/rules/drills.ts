// SOLAS drills: chapter III regulation 19.3 (cargo ships) and 30.1 (passenger ships): every crew member
// takes part in at least one abandon-ship drill and one fire drill every month; if more than 25 % of
// the crew have not taken part in drills on board in the previous month, drills are held within 24 h of
// leaving port. Passenger ships hold both drills weekly. domain-reference.md section 7.1.
import { addMonthsClamped, formatIsoDate, fromDayNumber, parseIsoDate, toDayNumber } from './dates';

export const DRILL_TYPES = ['fire', 'abandon_ship'] as const;
export type DrillType = (typeof DRILL_TYPES)[number];
export type DrillRecord = { type: DrillType; date: string; participants: readonly string[] };
export type CrewOnBoard = { id: string; joinedOn?: string };
export type DueStatus = 'ok' | 'due' | 'overdue';
export type DrillDue = {
  type: DrillType;
  lastDate: string | null;
  dueDate: string | null;
  status: DueStatus;
};
export type CrewDrillDue = DrillDue & { crewId: string };
export type DrillsDueResult = {
  drills: DrillDue[];
  crew: CrewDrillDue[];
  /** III/19.3.2: more than 25 % of the crew missed a drill type in the previous month. */
  drillWithin24hOfLeavingPort: boolean;
};

const DUE_SOON_DAYS = 7;

function statusOf(dueDay: number | null, today: number, dueSoonDays: number): DueStatus {
  if (dueDay === null || today > dueDay) return 'overdue';
  return dueDay - today <= dueSoonDays ? 'due' : 'ok';
}

/** Next date after `day`: one calendar month later (31 January -> 28/29 February), or 7 days. */
function next(day: number, weekly: boolean): number {
  return weekly ? day + 7 : toDayNumber(addMonthsClamped(fromDayNumber(day), 1));
}

/**
 * What is due and overdue on `today`, for the ship (each drill type) and for each crew member. A drill
 * is due one calendar month after the last one (weekly on passenger ships); 'due' within `dueSoonDays`
 * (7) of that date, 'overdue' after it or when never held. A crew member who never took part is due one
 * month after joining (overdue without a joining date). Drills dated after today are refused.
 */
export function drillsDue(input: {
  drills: readonly DrillRecord[];
  crew: readonly CrewOnBoard[];
  today: string;
  passengerShip?: boolean;
  dueSoonDays?: number;
}): DrillsDueResult {
  const today = toDayNumber(parseIsoDate(input.today, 'today'));
  const dueSoon = input.dueSoonDays ?? DUE_SOON_DAYS;
  const records = input.drills.map((drill, i) => {
    if (!(DRILL_TYPES as readonly string[]).includes(drill.type)) {
      throw new Error(
        `Drill ${i + 1}: unknown type ${JSON.stringify(drill.type)}; expected fire or abandon_ship`,
      );
    }
    const day = toDayNumber(parseIsoDate(drill.date, `Drill ${i + 1} date`));
    if (day > today) throw new Error(`Drill ${i + 1} is dated ${drill.date}, after today ${input.today}`);
    return { type: drill.type, day, participants: new Set(drill.participants) };
  });
  const lastDay = (type: DrillType, crewId?: string): number | null =>
    records
      .filter((r) => r.type === type && (crewId === undefined || r.participants.has(crewId)))
      .reduce<number | null>((latest, r) => (latest === null || r.day > latest ? r.day : latest), null);
  const format = (day: number | null) => (day === null ? null : formatIsoDate(fromDayNumber(day)));

  const drills = DRILL_TYPES.map((type) => {
    const last = lastDay(type);
    const due = last === null ? null : next(last, input.passengerShip ?? false);
    return { type, lastDate: format(last), dueDate: format(due), status: statusOf(due, today, dueSoon) };
  });

  const crew = input.crew.flatMap((member) =>
    DRILL_TYPES.map((type) => {
      const last = lastDay(type, member.id);
      const from =
        last ??
        (member.joinedOn ? toDayNumber(parseIsoDate(member.joinedOn, `${member.id} joinedOn`)) : null);
      const due = from === null ? null : next(from, false);
      return {
        crewId: member.id,
        type,
        lastDate: format(last),
        dueDate: format(due),
        status: statusOf(due, today, dueSoon),
      };
    }),
  );

  const monthAgo = toDayNumber(addMonthsClamped(fromDayNumber(today), -1));
  const missedShare = (type: DrillType) => {
    if (input.crew.length === 0) return 0;
    const missed = input.crew.filter((member) => {
      const last = lastDay(type, member.id);
      return last === null || last <= monthAgo;
    });
    return missed.length / input.crew.length;
  };
  const drillWithin24hOfLeavingPort = DRILL_TYPES.some((type) => missedShare(type) > 0.25);
  return { drills, crew, drillWithin24hOfLeavingPort };
}
