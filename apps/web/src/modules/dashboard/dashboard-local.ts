// The dashboard on the local database (issue 12): the Master's first screen at sea. Each figure counts
// the device's rows in the sets the server's `GET /dashboard` counts in SQL (the domain's
// DASHBOARD_SETS, the definitions' stats), the upcoming tasks are the same work items, and the answer
// is assembled by the same domain function. The days of work and rest are not kept on the device, so
// the rest-hour violations are left unknown (null) rather than counted as none. Loaded with import()
// when the local source is in use: it takes the definitions, which the first screen does not load.
import type {
  DashboardData,
  DashboardVessel,
  EntityCondition,
  EntityDefinition,
  UpcomingTask,
} from '@mars/domain';
import {
  certificateEntity,
  correctiveActionEntity,
  countRowSets,
  crewCertificateEntity,
  crewMemberEntity,
  DASHBOARD_SETS,
  dashboardAnswer,
  dayTextOf,
  isoTextOf,
  PORT_ARRIVAL_NOTICE_HOURS,
  portCallEntity,
  rowMeets,
  rowTitleOf,
  statWhere,
  UPCOMING_LIMIT,
  upcomingTaskOf,
  vesselEntity,
  workOrderEntity,
} from '@mars/domain';

import type { EntityClient } from '../../data/entity-client';
import { enumLabel } from '../../entity-ui/enum-label';
import { listAll } from '../../offline/list-all';

type Row = Record<string, unknown>;
type Translate = Parameters<typeof enumLabel>[0];

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** One kind of upcoming task on the device: what work-items.ts reads in SQL, over local rows. */
type LocalItemSource = {
  kind: UpcomingTask['kind'];
  entity: EntityDefinition;
  sets: readonly (readonly EntityCondition[])[];
  /** The day it is due by ('YYYY-MM-DD'), '' where the row has none. */
  date(row: Row): string;
  title(row: Row): string;
  detail(row: Row): string | null;
  search(row: Row): string | null;
};

/** The day 24 hours before a port call's planned arrival (UTC): when its arrival notice is due. */
function noticeDay(row: Row): string {
  const arrival = Date.parse(isoTextOf(row.planned_arrival));
  if (Number.isNaN(arrival)) return '';
  return new Date(arrival - PORT_ARRIVAL_NOTICE_HOURS * 3_600_000).toISOString().slice(0, 10);
}

function itemSources(seafarerName: (id: unknown) => string): LocalItemSource[] {
  return [
    {
      kind: 'certificate',
      entity: certificateEntity,
      sets: [statWhere(certificateEntity, 'expired'), statWhere(certificateEntity, 'expiring30')],
      date: (row) => dayTextOf(row.expiry_date),
      title: (row) => String(row.certificate_name ?? ''),
      detail: (row) => textOrNull(row.certificate_number),
      search: (row) => textOrNull(row.certificate_number),
    },
    {
      kind: 'work_order',
      entity: workOrderEntity,
      sets: [statWhere(workOrderEntity, 'overdue'), statWhere(workOrderEntity, 'dueSoon')],
      date: (row) => dayTextOf(row.due_date),
      title: (row) => String(row.title ?? ''),
      detail: (row) => textOrNull(row.work_order_number),
      search: (row) => textOrNull(row.work_order_number) ?? textOrNull(row.title),
    },
    {
      kind: 'crew_certificate',
      entity: crewCertificateEntity,
      sets: [statWhere(crewCertificateEntity, 'expired'), statWhere(crewCertificateEntity, 'expiringSoon')],
      date: (row) => dayTextOf(row.expiry_date),
      title: (row) => seafarerName(row.crew_member_id),
      detail: (row) => textOrNull(row.certificate_type),
      search: (row) => textOrNull(row.certificate_number),
    },
    {
      kind: 'corrective_action',
      entity: correctiveActionEntity,
      sets: [statWhere(correctiveActionEntity, 'overdue')],
      date: (row) => dayTextOf(row.due_date),
      title: (row) => String(row.title ?? ''),
      detail: (row) => textOrNull(row.action_number),
      search: (row) => textOrNull(row.action_number) ?? textOrNull(row.title),
    },
    {
      kind: 'port_arrival_notice',
      entity: portCallEntity,
      sets: [statWhere(portCallEntity, 'noticeDue')],
      date: noticeDay,
      title: (row) => String(row.port_name ?? ''),
      detail: (row) => textOrNull(row.port_call_number),
      search: (row) => textOrNull(row.port_call_number) ?? textOrNull(row.port_name),
    },
  ];
}

const particularsOf = (row: Row): DashboardVessel => ({
  id: String(row.id),
  name: String(row.name ?? ''),
  imo_number: String(row.imo_number ?? ''),
  flag_state: String(row.flag_state ?? ''),
  vessel_type: String(row.vessel_type ?? ''),
});

/**
 * The answer the server's `GET /dashboard?vessel_id=` gives, from the rows on this device: one
 * vessel's, or with none chosen the fleet's (the vessels kept on the device). `t` names a seafarer's
 * rank in the reader's language, as the server's names do.
 */
export async function localDashboard(
  client: EntityClient,
  input: { vesselId: string | undefined; today: string; t: Translate },
): Promise<DashboardData> {
  const { vesselId, today } = input;
  const scoped = vesselId ? { vessel_id: vesselId } : {};
  const [vesselRows, certificates, workOrders, crew, crewCertificates, actions, portCalls] =
    await Promise.all([
      listAll(client, vesselEntity, {}),
      listAll(client, certificateEntity, scoped),
      listAll(client, workOrderEntity, scoped),
      listAll(client, crewMemberEntity, scoped),
      listAll(client, crewCertificateEntity, scoped),
      listAll(client, correctiveActionEntity, scoped),
      listAll(client, portCallEntity, scoped),
    ]);
  const vessels = vesselRows
    .filter((row) => row.status === 'active')
    .map(particularsOf)
    .sort((a, b) => a.name.localeCompare(b.name));
  const vessel = vesselId ? vessels.find((row) => row.id === vesselId) : undefined;
  if (vesselId && !vessel) await client.get(vesselEntity, vesselId);

  const seafarers = new Map(crew.map((row) => [String(row.id), row]));
  const seafarerName = (id: unknown) => {
    const person = seafarers.get(String(id));
    return person
      ? rowTitleOf(crewMemberEntity, person, (field, value) =>
          enumLabel(input.t, crewMemberEntity.name, field, value),
        )
      : '';
  };
  const vesselNames = new Map(vesselRows.map((row) => [String(row.id), String(row.name ?? '')]));
  const rowsOf = new Map<EntityDefinition, Row[]>([
    [certificateEntity, certificates],
    [workOrderEntity, workOrders],
    [crewCertificateEntity, crewCertificates],
    [correctiveActionEntity, actions],
    [portCallEntity, portCalls],
  ]);
  const items = itemSources(seafarerName).flatMap((source) =>
    (rowsOf.get(source.entity) ?? [])
      .filter((row) => source.sets.some((conditions) => rowMeets(source.entity, conditions, row, today)))
      .map((row) => ({
        kind: source.kind,
        id: String(row.id),
        title: source.title(row),
        detail: source.detail(row),
        search: source.search(row),
        vessel_id: String(row.vessel_id),
        vessel_name: vesselNames.get(String(row.vessel_id)) ?? '',
        date: source.date(row),
      }))
      .filter((item) => item.date !== ''),
  );
  const upcoming = items
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
    .slice(0, UPCOMING_LIMIT)
    .map((item) => upcomingTaskOf(item, today));

  return dashboardAnswer({
    today,
    vessels,
    vessel,
    counts: {
      certificates: countRowSets(certificateEntity, certificates, DASHBOARD_SETS.certificates.sets, today),
      workOrders: countRowSets(workOrderEntity, workOrders, DASHBOARD_SETS.workOrders.sets, today),
      crewOnBoard: countRowSets(crewMemberEntity, crew, DASHBOARD_SETS.crewOnBoard.sets, today),
      crewCertificates: countRowSets(
        crewCertificateEntity,
        crewCertificates,
        DASHBOARD_SETS.crewCertificates.sets,
        today,
      ),
    },
    violations: null,
    upcoming,
  });
}
