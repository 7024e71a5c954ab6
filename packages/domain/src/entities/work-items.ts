// Work items: the rows of several entities that someone has to act on (a work order due, a
// certificate expiring, a corrective action overdue ...), read together, soonest first. Each kind is
// declared once: its entity, the stats whose rows are items (so "overdue" or "expiring" mean what the
// list's stat cards mean), its date, name, number and search text, and for the tasks screen its status,
// priority and assignee. The server renders a declaration as SQL (crud/work-items.ts), the device
// evaluates it on its local rows (workItemsOfRows), and both turn an item into the dashboard's upcoming
// task or the tasks screen's task (work-item-rows.ts).
import type { UpcomingTask } from '../api/dashboard';
import type { TaskKind, TaskPriority, TaskStatus } from '../api/tasks';
import { certificateEntity } from './certificates/certificate.entity';
import { crewCertificateEntity } from './crew/crew-certificate.entity';
import type { EntityDefinition } from './define-entity';
import { logbookEntryEntity } from './logbook/logbook-entry.entity';
import { workOrderEntity } from './maintenance/work-order.entity';
import { portCallEntity, PORT_ARRIVAL_NOTICE_HOURS } from './navigation/port-call.entity';
import type { NamedSets } from './read-model';
import { statWhere } from './read-model';
import { correctiveActionEntity } from './safety/corrective-action.entity';
import { drillEntity } from './safety/drill.entity';

/** A column's values mapped to one of a few outcomes, or one outcome for every row. */
export type ValueMap<Value extends string> =
  { field: string; cases: Readonly<Record<string, Value>>; otherwise: Value } | { always: Value };

/** One kind of work item, over the stored columns of its entity's rows. */
export type WorkItemDeclaration<Kind extends string = TaskKind> = {
  kind: Kind;
  entity: EntityDefinition;
  /** The stats (or any conditions) whose rows are items. */
  sets: NamedSets<string>;
  /** The day it is due by: a date column, or the UTC day of a time column (`hoursBefore` earlier). */
  date: { field: string; hoursBefore?: number };
  /** Its name: a column, or the seafarer a reference column names (by the crew member's title). */
  title: { field: string } | { seafarer: string };
  /** Its number (or what tells it apart), if any. */
  detail: string | null;
  /** What the list screen's search box is given: the first of these columns with a value. */
  search: readonly string[];
  /** Its state on the tasks screen; 'pending' when not declared. */
  status?: ValueMap<TaskStatus>;
  /** Its own priority; else it is judged by its date alone. */
  priority?: ValueMap<TaskPriority>;
  /** The column of the user who is to do it; items without one are nobody's in particular. */
  assignee?: string;
};

type Kinds = Exclude<TaskKind, 'rest_hours'>;
type Naming<Kind extends Kinds> = Omit<
  WorkItemDeclaration<Kind>,
  'sets' | 'status' | 'priority' | 'assignee'
>;

/** How each kind is dated and named. */
const NAMING: { [Kind in Kinds]: Naming<Kind> } = {
  work_order: {
    kind: 'work_order',
    entity: workOrderEntity,
    date: { field: 'due_date' },
    title: { field: 'title' },
    detail: 'work_order_number',
    search: ['work_order_number', 'title'],
  },
  corrective_action: {
    kind: 'corrective_action',
    entity: correctiveActionEntity,
    date: { field: 'due_date' },
    title: { field: 'title' },
    detail: 'action_number',
    search: ['action_number', 'title'],
  },
  drill: {
    kind: 'drill',
    entity: drillEntity,
    date: { field: 'scheduled_date' },
    title: { field: 'drill_type' },
    detail: 'conductor',
    search: ['conductor'],
  },
  certificate: {
    kind: 'certificate',
    entity: certificateEntity,
    date: { field: 'expiry_date' },
    title: { field: 'certificate_name' },
    detail: 'certificate_number',
    search: ['certificate_number'],
  },
  crew_certificate: {
    kind: 'crew_certificate',
    entity: crewCertificateEntity,
    date: { field: 'expiry_date' },
    title: { seafarer: 'crew_member_id' },
    detail: 'certificate_type',
    search: ['certificate_number'],
  },
  logbook_entry: {
    kind: 'logbook_entry',
    entity: logbookEntryEntity,
    date: { field: 'entry_at' },
    title: { field: 'title' },
    detail: 'entry_number',
    search: ['entry_number'],
  },
  // Spec section 9: the notice is due 24 hours before arrival.
  port_arrival_notice: {
    kind: 'port_arrival_notice',
    entity: portCallEntity,
    date: { field: 'planned_arrival', hoursBefore: PORT_ARRIVAL_NOTICE_HOURS },
    title: { field: 'port_name' },
    detail: 'port_call_number',
    search: ['port_call_number', 'port_name'],
  },
};

/** Certificates and crew certificates to renew: expiring within 30 days or expired (their stats). */
const RENEWALS = {
  certificate: {
    expired: statWhere(certificateEntity, 'expired'),
    expiring: statWhere(certificateEntity, 'expiring30'),
  },
  crew_certificate: {
    expired: statWhere(crewCertificateEntity, 'expired'),
    expiring: statWhere(crewCertificateEntity, 'expiringSoon'),
  },
};

/** The corrective action's severity is its priority; whoever it is assigned to does it. */
const CORRECTIVE_ACTION_PRIORITY: ValueMap<TaskPriority> = {
  field: 'severity',
  cases: { critical: 'high', serious: 'high', moderate: 'medium' },
  otherwise: 'low',
};

/**
 * The dashboard's upcoming tasks: work orders overdue or due soon, corrective actions overdue,
 * certificates and crew certificates to renew, port arrival notices due and not sent.
 */
export const UPCOMING_ITEMS: readonly WorkItemDeclaration<UpcomingTask['kind']>[] = [
  { ...NAMING.certificate, sets: RENEWALS.certificate },
  {
    ...NAMING.work_order,
    sets: { overdue: statWhere(workOrderEntity, 'overdue'), dueSoon: statWhere(workOrderEntity, 'dueSoon') },
  },
  { ...NAMING.crew_certificate, sets: RENEWALS.crew_certificate },
  { ...NAMING.corrective_action, sets: { overdue: statWhere(correctiveActionEntity, 'overdue') } },
  { ...NAMING.port_arrival_notice, sets: { noticeDue: statWhere(portCallEntity, 'noticeDue') } },
];

/**
 * The tasks screen's kinds held as rows (the months of rest hours to sign, from the days of work and
 * rest and the signatures, are restHoursItemsOfRows): open work orders and corrective actions, scheduled drills, renewals,
 * logbook entries waiting for the Master's review, port arrival notices to send.
 */
export const TASK_ITEMS: readonly WorkItemDeclaration<Kinds>[] = [
  {
    ...NAMING.work_order,
    sets: { open: statWhere(workOrderEntity, 'open'), inProgress: statWhere(workOrderEntity, 'inProgress') },
    status: {
      field: 'status',
      cases: { in_progress: 'in_progress', open: 'scheduled' },
      otherwise: 'pending',
    },
    priority: {
      field: 'priority',
      cases: { critical: 'high', high: 'high', medium: 'medium' },
      otherwise: 'low',
    },
    assignee: 'assigned_to',
  },
  {
    ...NAMING.corrective_action,
    sets: {
      open: statWhere(correctiveActionEntity, 'open'),
      inProgress: statWhere(correctiveActionEntity, 'inProgress'),
      awaitingVerification: statWhere(correctiveActionEntity, 'awaitingVerification'),
    },
    status: {
      field: 'status',
      cases: { in_progress: 'in_progress', completed: 'completed' },
      otherwise: 'pending',
    },
    priority: CORRECTIVE_ACTION_PRIORITY,
    assignee: 'assigned_to',
  },
  {
    ...NAMING.drill,
    sets: { scheduled: statWhere(drillEntity, 'scheduled') },
    status: { always: 'scheduled' },
  },
  { ...NAMING.certificate, sets: RENEWALS.certificate },
  { ...NAMING.crew_certificate, sets: RENEWALS.crew_certificate },
  {
    ...NAMING.logbook_entry,
    sets: { submitted: statWhere(logbookEntryEntity, 'submitted') },
    priority: { always: 'medium' },
  },
  {
    ...NAMING.port_arrival_notice,
    sets: { noticeDue: statWhere(portCallEntity, 'noticeDue') },
    priority: { always: 'high' },
  },
];
