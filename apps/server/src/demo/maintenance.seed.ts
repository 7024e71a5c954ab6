// Demo history of the maintenance area (a year, so a new user meets a living product): the machinery
// of both demo ships as systems and components, planned jobs with their intervals, running-hours
// readings, and the work orders of the past year (mostly completed, some open, a few overdue).
// Rows are built in memory and written in a few multi-row INSERTs, so a fresh database seeds fast.
import { v7 as uuidv7 } from 'uuid';

import { addDaysIso, duePeriodKey, formatEntityNumber, workOrderEntity } from '@mars/domain';

import type { DemoJob } from './maintenance-demo.data';
import { DEMO_CORRECTIVE_WORK, DEMO_EQUIPMENT, DEMO_JOBS } from './maintenance-demo.data';
import { raiseCountersToRows } from '../crud/numbering';
import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;
const HISTORY_DAYS = 365;

/** A small deterministic random source, so every fresh database holds the same story. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertRows(tx: Queryable, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  for (let start = 0; start < rows.length; start += 400) {
    const chunk = rows.slice(start, start + 400);
    const params: unknown[] = [];
    const values = chunk.map(
      (row) => `(${columns.map((column) => `$${params.push(row[column] ?? null)}`).join(', ')})`,
    );
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

type ShipHistory = { equipment: Row[]; jobs: Row[]; workOrders: Row[]; readings: Row[] };

function shipHistory(context: DemoContext, vesselId: string, shipIndex: number): ShipHistory {
  const random = randomSource(20_260 + shipIndex);
  const today = context.today.toISOString().slice(0, 10);
  const start = addDaysIso(today, -HISTORY_DAYS);
  const users = context.userIdsByEmail;
  const assignee = (role: DemoJob['role']) =>
    shipIndex === 0
      ? users[`${role}@mars.demo`]
      : users[role === 'engineer' ? 'shipadmin@mars.demo' : 'admin@mars.demo'];
  const system = { organization_id: context.organizationId, vessel_id: vesselId };

  const equipmentIds = new Map<string, string>();
  const equipment: Row[] = DEMO_EQUIPMENT.map((item) => {
    const id = uuidv7();
    equipmentIds.set(item.code, id);
    // The hours of the latest reading (readings every 14 days).
    const lastReadingDay = Math.floor(HISTORY_DAYS / 14) * 14;
    const hours = item.hours
      ? Math.round(item.hours.start * (1 - shipIndex * 0.3) + item.hours.perDay * lastReadingDay)
      : null;
    return {
      id,
      ...system,
      parent_id: item.parent ? equipmentIds.get(item.parent) : null,
      code: item.code,
      name: item.name,
      category: item.category,
      criticality: item.criticality,
      location: item.location,
      manufacturer: item.manufacturer ?? null,
      model: item.model ?? null,
      status: item.code === 'BP1' ? 'under_maintenance' : 'operational',
      running_hours: hours,
      created_at: `${start}T08:00:00Z`,
      updated_at: `${today}T06:00:00Z`,
    };
  });

  // Hours run since the start of the history, for the hour-counted equipment.
  const hoursAt = (code: string, date: string): number | null => {
    const item = DEMO_EQUIPMENT.find((candidate) => candidate.code === code);
    if (!item?.hours) return null;
    const days = (Date.parse(date) - Date.parse(start)) / 86_400_000;
    return Math.round(item.hours.start * (1 - shipIndex * 0.3) + item.hours.perDay * days);
  };

  const readings: Row[] = [];
  for (const item of DEMO_EQUIPMENT.filter((candidate) => candidate.hours)) {
    for (let day = 0; day <= HISTORY_DAYS; day += 14) {
      const date = addDaysIso(start, day);
      readings.push({
        id: uuidv7(),
        ...system,
        equipment_id: equipmentIds.get(item.code),
        reading_at: `${date}T08:00:00Z`,
        hours: hoursAt(item.code, date),
        recorded_by: assignee('engineer'),
      });
    }
  }

  const jobs: Row[] = [];
  const workOrders: Row[] = [];
  // Jobs left undone at their last due date: a few overdue on each ship.
  const overdueJobs = new Set(shipIndex === 0 ? ['EFP', 'SWP1', 'FP2'] : ['LB-DAV-S', 'WML-F']);
  for (const [index, job] of DEMO_JOBS.entries()) {
    const equipmentId = equipmentIds.get(job.equipment)!;
    const item = DEMO_EQUIPMENT.find((candidate) => candidate.code === job.equipment)!;
    const daysPerPeriod = job.intervalDays ?? Math.round(job.intervalHours! / (item.hours?.perDay ?? 12));
    let dueDate = addDaysIso(start, Math.floor(random() * daysPerPeriod) + 1 + (index % 5));
    let dueHours = job.intervalHours ? hoursAt(job.equipment, dueDate) : null;
    let lastDone: { date: string; hours: number | null } | null = null;
    let openPeriod: { date: string | null; hours: number | null } | null = null;
    while (dueDate <= today) {
      const isLast = addDaysIso(dueDate, daysPerPeriod) > today;
      const leftOpen = isLast && overdueJobs.has(job.equipment) && addDaysIso(dueDate, 45) > today;
      const cancelled = !leftOpen && random() < 0.03;
      const completed = addDaysIso(dueDate, Math.round(random() * 8) - 4);
      const completedDate = completed > today ? today : completed;
      const period = { next_due_date: job.intervalDays ? dueDate : null, next_due_hours: dueHours };
      workOrders.push({
        id: uuidv7(),
        ...system,
        title: job.title,
        description: job.description,
        equipment_id: equipmentId,
        maintenance_job_id: `job:${index}`,
        due_period: duePeriodKey(period),
        priority: job.priority,
        assigned_to: assignee(job.role),
        due_date: dueDate,
        scheduled_date: addDaysIso(dueDate, -3),
        completed_date: leftOpen || cancelled ? null : completedDate,
        completion_running_hours: leftOpen || cancelled ? null : hoursAt(job.equipment, completedDate),
        status: leftOpen ? (random() < 0.5 ? 'open' : 'in_progress') : cancelled ? 'cancelled' : 'completed',
        created_at: `${addDaysIso(dueDate, -14)}T07:30:00Z`,
        updated_at: `${leftOpen || cancelled ? addDaysIso(dueDate, -2) : completedDate}T15:00:00Z`,
      });
      if (leftOpen) {
        openPeriod = { date: period.next_due_date, hours: period.next_due_hours };
        break;
      }
      // Cancelled work moves on to the next period; done work counts the interval from its completion.
      if (!cancelled) lastDone = { date: completedDate, hours: hoursAt(job.equipment, completedDate) };
      const base = cancelled ? { date: dueDate, hours: dueHours } : lastDone!;
      dueDate = addDaysIso(base.date, daysPerPeriod);
      dueHours = job.intervalHours ? (base.hours ?? 0) + job.intervalHours : null;
    }
    jobs.push({
      id: `job:${index}`,
      ...system,
      equipment_id: equipmentId,
      title: job.title,
      description: job.description,
      interval_days: job.intervalDays ?? null,
      interval_hours: job.intervalHours ?? null,
      last_done_date: lastDone?.date ?? null,
      last_done_hours: lastDone?.hours ?? null,
      next_due_date: openPeriod ? openPeriod.date : job.intervalDays ? dueDate : null,
      next_due_hours: openPeriod ? openPeriod.hours : dueHours,
      priority: job.priority,
      assignee_role: job.role,
      created_at: `${start}T08:00:00Z`,
      updated_at: `${lastDone?.date ?? start}T15:00:00Z`,
    });
  }
  for (const work of DEMO_CORRECTIVE_WORK) {
    const dueDate = addDaysIso(today, work.dueInDays);
    workOrders.push({
      id: uuidv7(),
      ...system,
      title: work.title,
      description: work.description,
      equipment_id: equipmentIds.get(work.equipment),
      priority: work.priority,
      assigned_to: assignee('engineer'),
      due_date: dueDate,
      scheduled_date: work.scheduledInDays === undefined ? null : addDaysIso(today, work.scheduledInDays),
      completed_date: work.status === 'completed' ? addDaysIso(dueDate, -2) : null,
      status: work.status,
      created_at: `${addDaysIso(dueDate, -20)}T07:30:00Z`,
      updated_at: `${addDaysIso(dueDate, -2)}T15:00:00Z`,
    });
  }
  // Job ids are stand-ins until here, so that work orders could name their job before it existed.
  const jobIds = new Map(jobs.map((job) => [job.id, uuidv7()]));
  for (const job of jobs) job.id = jobIds.get(String(job.id));
  for (const order of workOrders) {
    if (order.maintenance_job_id) order.maintenance_job_id = jobIds.get(String(order.maintenance_job_id));
  }
  workOrders.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  const sequences = new Map<number, number>();
  for (const order of workOrders) {
    const year = Number(String(order.created_at).slice(0, 4));
    const next = (sequences.get(year) ?? 0) + 1;
    sequences.set(year, next);
    order.work_order_number = formatEntityNumber('WO', year, next);
  }
  return { equipment, jobs, workOrders, readings };
}

export async function seedMaintenanceHistory(tx: Queryable, context: DemoContext): Promise<void> {
  const ships = context.vesselIds.map((vesselId, index) => shipHistory(context, vesselId, index));
  const all = (part: keyof ShipHistory) => ships.flatMap((ship) => ship[part]);
  // Systems before their components (parent_id references equipment).
  const equipment = all('equipment');
  await insertRows(
    tx,
    'equipment',
    equipment.filter((row) => !row.parent_id),
  );
  await insertRows(
    tx,
    'equipment',
    equipment.filter((row) => row.parent_id),
  );
  await insertRows(tx, 'maintenance_jobs', all('jobs'));
  const optional = { maintenance_job_id: null, due_period: null, completion_running_hours: null };
  await insertRows(
    tx,
    'work_orders',
    all('workOrders').map((row) => ({ ...optional, ...row })),
  );
  await insertRows(tx, 'running_hours_readings', all('readings'));
  await raiseCountersToRows(tx, context.organizationId, workOrderEntity);
  // Last and next maintenance of the equipment follow its jobs; overdue work marks it maintenance due.
  await tx.query(
    `UPDATE equipment e SET last_maintenance = j.last_done, next_maintenance = j.next_due
     FROM (SELECT equipment_id, max(last_done_date) AS last_done, min(next_due_date) AS next_due
           FROM maintenance_jobs WHERE organization_id = $1 GROUP BY equipment_id) j
     WHERE j.equipment_id = e.id`,
    [context.organizationId],
  );
  await tx.query(
    `UPDATE equipment SET status = 'maintenance_due'
     WHERE organization_id = $1 AND status = 'operational' AND id IN (
       SELECT equipment_id FROM work_orders WHERE organization_id = $1 AND due_date < $2
         AND status IN ('pending', 'open', 'in_progress'))`,
    [context.organizationId, context.today.toISOString().slice(0, 10)],
  );
}
