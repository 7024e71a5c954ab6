// Demo history of the safety area on both ships across a year: monthly fire and abandon-ship drills
// with the crew on board as participants (on Nordic Aurora two seafarers missed the latest ones, so the
// SOLAS panel shows them overdue), other drills at their intervals, the next drills scheduled and one
// left overdue; a risk register of assessments in every state and level (scores by riskScore).
import { formatEntityNumber, riskAssessmentEntity, riskScore } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

const DAY_MS = 86_400_000;

function day(today: Date, offset: number): string {
  return new Date(today.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

type CrewRow = { id: string; sign_on_date: string | null; rank: string; last_name: string };

const CONDUCTORS = ['C/O', '2/O', 'C/E', 'Master'];
const LOCATIONS: Record<string, string> = {
  fire: 'Engine room, purifier flat',
  abandon_ship: 'Muster station A, boat deck',
  man_overboard: 'Bridge and rescue boat station',
  enclosed_space: 'Ballast tank 3 (P) access',
  emergency_steering: 'Steering gear room',
  rescue_boat: 'Rescue boat, starboard side',
};
const SCENARIOS: Record<string, string> = {
  fire: 'Fire in the purifier room: alarm, boundary cooling, BA team entry, casualty recovery.',
  abandon_ship:
    'General alarm, muster with lifejackets, lifeboat preparation and lowering to embarkation deck.',
  man_overboard: 'Person overboard from the poop deck: Williamson turn, lookouts, rescue boat readiness.',
  enclosed_space: 'Unconscious person in a ballast tank: gas test, rescue with tripod and stretcher.',
  emergency_steering:
    'Steering failure: changeover to local control, communication bridge-steering gear room.',
  rescue_boat: 'Rescue boat launched and manoeuvred in the water.',
};

export async function seedSafetyHistory(tx: Queryable, context: DemoContext): Promise<void> {
  const { today, organizationId } = context;
  for (const [shipIndex, vesselId] of context.vesselIds.entries()) {
    const { rows: crew } = await tx.query<CrewRow>(
      `SELECT id, to_char(sign_on_date, 'YYYY-MM-DD') AS sign_on_date, rank, last_name FROM personnel
       WHERE vessel_id = $1 AND deleted_at IS NULL ORDER BY employee_number, id`,
      [vesselId],
    );
    const conductor = (index: number) =>
      `${CONDUCTORS[index % CONDUCTORS.length]} (${shipIndex === 0 ? 'NA' : 'BP'})`;
    const drills: {
      type: string;
      offset: number;
      completed: boolean;
      missing?: number[];
      performance?: string;
    }[] = [];
    // Twelve months of fire and abandon-ship drills, a few days apart each month.
    for (let month = 12; month >= 1; month -= 1) {
      const base = -month * 30 + (shipIndex === 0 ? 18 : 10);
      drills.push({ type: 'fire', offset: base, completed: true });
      drills.push({ type: 'abandon_ship', offset: base + 3, completed: true });
    }
    for (let months = 12; months >= 2; months -= 2)
      drills.push({ type: 'enclosed_space', offset: -months * 30 + 22, completed: true });
    for (let months = 12; months >= 3; months -= 3) {
      drills.push({ type: 'emergency_steering', offset: -months * 30 + 25, completed: true });
      drills.push({ type: 'man_overboard', offset: -months * 30 + 27, completed: true });
      drills.push({ type: 'rescue_boat', offset: -months * 30 + 28, completed: true });
    }
    // On Nordic Aurora two seafarers missed the latest fire and abandon-ship drills.
    const lastFire = drills.filter((d) => d.type === 'fire').at(-1)!;
    const lastAbandon = drills.filter((d) => d.type === 'abandon_ship').at(-1)!;
    const previousFire = drills.filter((d) => d.type === 'fire').at(-2)!;
    if (shipIndex === 0) {
      lastFire.missing = [5, 11];
      lastAbandon.missing = [5, 11];
      previousFire.missing = [11];
      lastAbandon.performance = 'needs_improvement';
    }
    // The next ones scheduled; on Nordic Aurora a man-overboard drill is past its day.
    drills.push({ type: 'fire', offset: lastFire.offset + 30, completed: false });
    drills.push({ type: 'abandon_ship', offset: lastAbandon.offset + 30, completed: false });
    drills.push({ type: 'enclosed_space', offset: 9, completed: false });
    if (shipIndex === 0) drills.push({ type: 'man_overboard', offset: -3, completed: false });

    for (const [index, drill] of drills.entries()) {
      const date = day(today, drill.offset);
      const heldOn = drill.completed && drill.offset <= 0 ? date : null;
      const id = uuidv7();
      const participants = heldOn
        ? crew.filter(
            (member, memberIndex) =>
              (member.sign_on_date === null || member.sign_on_date <= heldOn) &&
              !(drill.missing ?? []).includes(memberIndex),
          )
        : [];
      const performance =
        drill.performance ??
        (index % 7 === 0 ? 'excellent' : index % 11 === 5 ? 'needs_improvement' : 'satisfactory');
      const next = heldOn
        ? day(today, drill.offset + (drill.type === 'fire' || drill.type === 'abandon_ship' ? 30 : 60))
        : null;
      await tx.query(
        `INSERT INTO drills (id, organization_id, vessel_id, drill_type, scheduled_date, conductor, location, scenario,
                             status, held_date, duration_minutes, performance, debrief, next_due_date, participant_count,
                             created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
        [
          id,
          organizationId,
          vesselId,
          drill.type,
          date,
          conductor(index),
          LOCATIONS[drill.type] ?? null,
          SCENARIOS[drill.type] ?? null,
          heldOn ? 'completed' : 'scheduled',
          heldOn,
          heldOn ? 30 + ((index * 7) % 35) : null,
          heldOn ? performance : null,
          heldOn
            ? performance === 'needs_improvement'
              ? 'Muster took too long; two crew members without helmets. Repeat within the month.'
              : 'Drill went as planned; equipment checked and stowed.'
            : null,
          next,
          participants.length,
          new Date(today.getTime() + Math.min(drill.offset, 0) * DAY_MS - DAY_MS * 2).toISOString(),
        ],
      );
      for (const member of participants) {
        await tx.query(
          `INSERT INTO drill_participants (drill_id, crew_member_id, organization_id, vessel_id, created_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [id, member.id, organizationId, vesselId, `${heldOn}T12:00:00.000Z`],
        );
      }
    }
    await seedRiskRegister(tx, context, vesselId, shipIndex);
  }
  await raiseCountersToRows(tx, organizationId, riskAssessmentEntity);
}

type Assessment = {
  type: string;
  activity: string;
  location: string;
  hazards: string;
  controls: string;
  l: number;
  s: number;
  rl?: number;
  rs?: number;
  status: 'draft' | 'approved' | 'under_review' | 'expired';
  /** Days from today of the assessment and of its review. */
  assessed: number;
  review?: number;
};

const REGISTER: Assessment[] = [
  {
    type: 'enclosed_space',
    activity: 'Entry into ballast tanks for inspection',
    location: 'Ballast tanks 1-5 (P/S)',
    hazards: 'Oxygen deficiency, toxic or flammable gases, slips and falls on ladders, difficult rescue.',
    controls:
      'Permit to enter, ventilation for 24 h, gas test O2/LEL/H2S/CO, standby man, rescue tripod ready.',
    l: 3,
    s: 5,
    rl: 1,
    rs: 5,
    status: 'approved',
    assessed: -200,
    review: 165,
  },
  {
    type: 'hot_work',
    activity: 'Welding on deck piping near cargo area',
    location: 'Main deck, frame 80-95',
    hazards: 'Fire and explosion from sparks, burns, welding fumes, UV radiation.',
    controls: 'Hot work permit, gas-free certificate, fire watch with extinguisher, screens, PPE.',
    l: 3,
    s: 4,
    rl: 1,
    rs: 4,
    status: 'approved',
    assessed: -320,
    review: 12,
  },
  {
    type: 'working_aloft',
    activity: 'Painting the funnel from a bosun’s chair',
    location: 'Funnel casing',
    hazards: 'Fall from height, dropped objects, paint fumes.',
    controls: 'Harness with lifeline, tool lanyards, area below barricaded, calm weather only.',
    l: 3,
    s: 4,
    rl: 2,
    rs: 4,
    status: 'approved',
    assessed: -400,
    review: -20,
  },
  {
    type: 'mooring',
    activity: 'Mooring operations in strong wind',
    location: 'Forecastle and poop deck',
    hazards: 'Snap-back of parting lines, crushing in winches, slips on wet deck.',
    controls: 'Snap-back zones marked, toolbox talk, minimum crew at stations, line condition checked.',
    l: 4,
    s: 4,
    rl: 2,
    rs: 4,
    status: 'under_review',
    assessed: -90,
    review: 30,
  },
  {
    type: 'cargo_operation',
    activity: 'Loading bulk cargo with shore grabs',
    location: 'Holds 1-7',
    hazards: 'Struck by grab, dust, falls into open holds.',
    controls: 'Exclusion zone under grabs, dust masks, hatch coaming guards.',
    l: 2,
    s: 3,
    rl: 1,
    rs: 3,
    status: 'approved',
    assessed: -60,
    review: 305,
  },
  {
    type: 'maintenance',
    activity: 'Main engine cylinder unit overhaul',
    location: 'Engine room, main engine top',
    hazards: 'Heavy lifts with overhead crane, hot surfaces, stored pressure.',
    controls: 'Lifting plan, crane inspected, engine blocked and isolated, lock-out tag-out.',
    l: 3,
    s: 3,
    rl: 2,
    rs: 2,
    status: 'approved',
    assessed: -150,
    review: 215,
  },
  {
    type: 'navigation',
    activity: 'Transit of a traffic separation scheme in restricted visibility',
    location: 'Dover Strait',
    hazards: 'Collision, grounding, crossing traffic.',
    controls: 'Master on the bridge, lookout doubled, radar plotting, engine on standby.',
    l: 2,
    s: 5,
    rl: 1,
    rs: 5,
    status: 'expired',
    assessed: -500,
    review: -130,
  },
  {
    type: 'task',
    activity: 'Changing a hydraulic hose of the deck crane',
    location: 'Deck crane 2',
    hazards: 'High-pressure oil injection, oil spill, crane movement.',
    controls: '',
    l: 4,
    s: 5,
    status: 'draft',
    assessed: -2,
  },
  {
    type: 'management_of_change',
    activity: 'Reduced manning in the engine room at night (UMS)',
    location: 'Engine room',
    hazards: 'Fire undetected, alarms unanswered, lone working.',
    controls: 'Dead-man alarm, fire detection tested, duty engineer on call.',
    l: 2,
    s: 4,
    status: 'draft',
    assessed: -5,
  },
];

async function seedRiskRegister(tx: Queryable, context: DemoContext, vesselId: string, shipIndex: number) {
  const { today, organizationId } = context;
  const master = context.userIdsByEmail['master@mars.demo'] ?? null;
  const entries = REGISTER.filter((_, index) => shipIndex === 0 || index % 2 === 0)
    .map((item) => ({ ...item, date: day(today, item.assessed - shipIndex * 7) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const sequence = new Map<number, number>();
  for (const item of entries) {
    const year = Number(item.date.slice(0, 4));
    const next = (sequence.get(year) ?? 0) + 1;
    sequence.set(year, next);
    const risk = riskScore(item.l, item.s);
    const residual = item.rl && item.rs ? riskScore(item.rl, item.rs) : null;
    const approved = item.status !== 'draft';
    await tx.query(
      `INSERT INTO risk_assessments (id, organization_id, vessel_id, assessment_number, assessment_date, assessment_type,
                                     activity, location, hazards, likelihood, severity, risk_score, risk_level, controls,
                                     residual_likelihood, residual_severity, residual_score, residual_level, assessed_by,
                                     review_date, status, approved_by, approved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
      [
        uuidv7(),
        organizationId,
        vesselId,
        formatEntityNumber('RA', year, next),
        item.date,
        item.type,
        item.activity,
        item.location,
        item.hazards,
        item.l,
        item.s,
        risk.score,
        risk.level,
        item.controls || null,
        item.rl ?? null,
        item.rs ?? null,
        residual?.score ?? null,
        residual?.level ?? null,
        shipIndex === 0 ? 'C/O A. Petrov' : 'C/O M. Okafor',
        item.review === undefined ? null : day(today, item.review),
        item.status,
        approved ? master : null,
        approved ? `${item.date}T15:00:00.000Z` : null,
      ],
    );
  }
}
