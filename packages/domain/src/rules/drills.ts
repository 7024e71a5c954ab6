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

/**
 * Months between drills of a kind where a rule sets the interval: fire and abandon ship monthly
 * (SOLAS III/19.3), enclosed space entry and rescue every 2 months (III/19.3.6, MSC.350(92)), rescue
 * boat launched at least every 3 months (III/19.3.4), emergency steering every 3 months (V/26.4).
 * Other kinds follow the company's own plan (no interval here). domain-reference.md section 7.1.
 */
export const DRILL_INTERVAL_MONTHS: Readonly<Record<string, number>> = {
  fire: 1,
  abandon_ship: 1,
  enclosed_space: 2,
  rescue_boat: 3,
  emergency_steering: 3,
};

/** The next drill of the kind after one held on `heldOn` (YYYY-MM-DD), or null where no rule sets one. */
export function nextDrillDue(kind: string, heldOn: string): string | null {
  const months = DRILL_INTERVAL_MONTHS[kind];
  if (months === undefined) return null;
  return formatIsoDate(addMonthsClamped(parseIsoDate(heldOn, 'heldOn'), months));
}

/** A drill as stored: any kind and state; only completed SOLAS drills held by today count. */
export type HeldDrill = {
  type: string;
  status: string;
  heldOn: string | null;
  participants: readonly string[];
};

/** One crew member's SOLAS drill status: the worst of the kinds, and which kinds are overdue or due. */
export type CrewSolasStatus = {
  crewId: string;
  status: DueStatus;
  overdue: DrillType[];
  due: DrillType[];
  kinds: DrillDue[];
};

export type SolasDrillOverview = {
  drills: DrillDue[];
  crew: CrewSolasStatus[];
  drillWithin24hOfLeavingPort: boolean;
  /** Crew members who took part in any completed drill in the month up to today, of all on board. */
  participation: { drilled: number; total: number };
};

const WORST: readonly DueStatus[] = ['overdue', 'due', 'ok'];

/**
 * The SOLAS III/19 check of a vessel per person on `today`: from the stored drills (completed fire and
 * abandon-ship drills held by today, with who took part) and the crew on board, each crew member's
 * status per drill kind (drillsDue) folded into who is overdue and for which kind.
 */
export function solasDrillOverview(input: {
  drills: readonly HeldDrill[];
  crew: readonly CrewOnBoard[];
  today: string;
  passengerShip?: boolean;
}): SolasDrillOverview {
  const held = input.drills.filter(
    (drill): drill is HeldDrill & { heldOn: string } =>
      drill.status === 'completed' && drill.heldOn !== null && drill.heldOn <= input.today,
  );
  const solas = held
    .filter((drill) => (DRILL_TYPES as readonly string[]).includes(drill.type))
    .map((drill) => ({
      type: drill.type as DrillType,
      date: drill.heldOn,
      participants: drill.participants,
    }));
  const result = drillsDue({
    drills: solas,
    crew: input.crew,
    today: input.today,
    passengerShip: input.passengerShip,
  });
  const crew = input.crew.map((member) => {
    const kinds = result.crew
      .filter((item) => item.crewId === member.id)
      .map(({ crewId: _crewId, ...due }): DrillDue => due);
    const overdue = kinds.filter((item) => item.status === 'overdue').map((item) => item.type);
    const due = kinds.filter((item) => item.status === 'due').map((item) => item.type);
    const status = WORST.find((state) => kinds.some((item) => item.status === state)) ?? 'ok';
    return { crewId: member.id, status, overdue, due, kinds };
  });
  const monthAgo = formatIsoDate(addMonthsClamped(parseIsoDate(input.today, 'today'), -1));
  const recent = new Set(
    held.filter((drill) => drill.heldOn > monthAgo).flatMap((drill) => drill.participants),
  );
  const drilled = input.crew.filter((member) => recent.has(member.id)).length;
  return {
    drills: result.drills,
    crew,
    drillWithin24hOfLeavingPort: result.drillWithin24hOfLeavingPort,
    participation: { drilled, total: input.crew.length },
  };
}
