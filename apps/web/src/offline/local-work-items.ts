// Work items on the local database: the rows of the declared kinds (the domain's UPCOMING_ITEMS or
// TASK_ITEMS) that this device holds, read through the entity client and judged by the domain's
// workItemsOfRows, the declarations the server renders as SQL; with `restHours`, the months of rest
// hours to sign too (restHoursItemsOfRows). The dashboard's upcoming tasks and the tasks screen at sea
// read through here.
import type { EntityDefinition, WorkItemDeclaration, WorkItemRow } from '@mars/domain';
import {
  byDateThenTitle,
  crewMemberEntity,
  restHourSignatureEntity,
  restHoursItemsOfRows,
  rowTitleOf,
  vesselEntity,
  workItemsOfRows,
  workRestDayEntity,
} from '@mars/domain';

import type { EntityClient } from '../data/entity-client';
import { enumLabel } from '../entity-ui/enum-label';
import { listAll } from './list-all';

type Row = Record<string, unknown>;
type Translate = Parameters<typeof enumLabel>[0];

/**
 * The first `limit` items of the declarations in the rows of one vessel (or every vessel held),
 * soonest first; with `assignee`, only those assigned to that user. `t` names a seafarer's rank in the
 * reader's language, as the server's names do.
 */
type ItemsInput = {
  vesselId: string | undefined;
  today: string;
  limit: number;
  assignee?: string;
  t: Translate;
  /** The months of rest hours to sign as well. */
  restHours?: boolean;
};

export async function localWorkItems<Kind extends string>(
  client: EntityClient,
  declarations: readonly WorkItemDeclaration<Kind>[],
  input: ItemsInput & { restHours?: false },
): Promise<WorkItemRow<Kind>[]>;
export async function localWorkItems<Kind extends string>(
  client: EntityClient,
  declarations: readonly WorkItemDeclaration<Kind>[],
  input: ItemsInput & { restHours: true },
): Promise<WorkItemRow<Kind | 'rest_hours'>[]>;
export async function localWorkItems<Kind extends string>(
  client: EntityClient,
  declarations: readonly WorkItemDeclaration<Kind>[],
  input: ItemsInput,
): Promise<WorkItemRow<Kind | 'rest_hours'>[]> {
  const scoped = input.vesselId ? { vessel_id: input.vesselId } : {};
  const entities = [...new Set(declarations.map((declaration) => declaration.entity))];
  const namesSeafarers =
    input.restHours === true || declarations.some((declaration) => 'seafarer' in declaration.title);
  const none = Promise.resolve([] as Row[]);
  const [vessels, crew, days, signatures, ...rows] = await Promise.all([
    listAll(client, vesselEntity, {}),
    namesSeafarers ? listAll(client, crewMemberEntity, scoped) : none,
    input.restHours ? listAll(client, workRestDayEntity, {}) : none,
    input.restHours ? listAll(client, restHourSignatureEntity, {}) : none,
    ...entities.map((entity) => listAll(client, entity, scoped)),
  ]);
  const rowsOf = new Map<EntityDefinition, Row[]>(entities.map((entity, index) => [entity, rows[index]!]));
  const seafarers = new Map(crew.map((row) => [String(row.id), row]));
  const vesselNames = new Map(vessels.map((row) => [String(row.id), String(row.name ?? '')]));
  const rankLabel = (field: string, value: string) => enumLabel(input.t, crewMemberEntity.name, field, value);
  const names = {
    seafarerName: (id: string) => {
      const person = seafarers.get(id);
      return person ? rowTitleOf(crewMemberEntity, person, rankLabel) : '';
    },
    vesselName: (id: string) => vesselNames.get(id) ?? '',
  };
  const items: WorkItemRow<Kind | 'rest_hours'>[] = workItemsOfRows(declarations, {
    today: input.today,
    limit: input.limit,
    assignee: input.assignee,
    rowsOf: (entity) => rowsOf.get(entity) ?? [],
    ...names,
  });
  if (!input.restHours) return items;
  const toSign = restHoursItemsOfRows({
    today: input.today,
    crew,
    days,
    signatures,
    assignee: input.assignee,
    ...names,
  });
  return [...items, ...toSign].sort(byDateThenTitle).slice(0, input.limit);
}
