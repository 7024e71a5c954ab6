// Options for reference fields: the rows of the referenced entity, named by its title format (or, for
// people, the users of the vessel by name). Lists and forms share one cached query per source; the
// names follow the language (a seafarer's rank), the rows do not.
import type { EntityCondition, Role } from '@mars/domain';
import { ENTITIES, rowMeets, titleFieldsOf } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useEntityClient } from '../app/data-source';
import { useVessel } from '../app/vessel-context';
import { api, buildQuery } from '../data/api-client';
import type { EntityClient } from '../data/entity-client';
import { rowTitle } from './entity-labels';

export type ReferenceOption = { value: string; label: string };

type Row = Record<string, unknown>;

/**
 * Where a picker's rows come from: the entity (or 'user'), the vessel, the roles of the people, and
 * the conditions of the rows it offers (a reference field's `pickable`: no closed finding).
 */
export type ReferenceSource = {
  vesselId?: string;
  roles?: readonly Role[];
  pickable?: readonly EntityCondition[];
};

/** The most options a picker loads; beyond that the user types to search (q). */
export const REFERENCE_OPTION_LIMIT = 500;

async function loadRows(
  client: EntityClient,
  references: string,
  vesselId: string | undefined,
  roles: readonly Role[] | undefined,
  search?: string,
): Promise<Row[]> {
  if (references === 'user') {
    const query = new URLSearchParams(buildQuery({ vessel_id: vesselId }).slice(1));
    for (const role of roles ?? []) query.append('role', role);
    const text = query.toString();
    const { rows } = await api.request<{ rows: Row[] }>('GET', `/people${text ? `?${text}` : ''}`);
    return rows;
  }
  const target = ENTITIES.find((entity) => entity.name === references);
  if (!target) return [];
  const { rows } = await client.list<Row>(target, {
    limit: REFERENCE_OPTION_LIMIT,
    sort: titleFieldsOf(target)[0],
    vessel_id: target.scope === 'vessel' ? vesselId : undefined,
    q: search,
  });
  return rows;
}

/** A referenced row's name: a user by full name, an entity's row by its title format. */
export function referenceName(t: TFunction, references: string, row: Row): string {
  if (references === 'user') return String(row.full_name ?? '');
  const target = ENTITIES.find((entity) => entity.name === references);
  return (target ? rowTitle(t, target, row) : '') || String(row.id);
}

function useOptionsOf(references: string | undefined, pickable: readonly EntityCondition[] | undefined) {
  const { t } = useTranslation();
  return useCallback(
    (rows: Row[]): ReferenceOption[] => {
      const target = ENTITIES.find((entity) => entity.name === references);
      const today = new Date().toISOString().slice(0, 10);
      const offered =
        target && pickable ? rows.filter((row) => rowMeets(target, pickable, row, today)) : rows;
      return offered.map((row) => ({
        value: String(row.id),
        label: referenceName(t, references ?? '', row),
      }));
    },
    [t, references, pickable],
  );
}

/** The picker's key: the people of a picker that asks for some roles are cached apart. */
function sourceKey(
  client: EntityClient,
  references: string | undefined,
  vesselId: string | undefined,
  roles?: readonly Role[],
) {
  return ['reference-options', client.source, references ?? '', vesselId ?? '', ...(roles ?? [])];
}

export function useReferenceOptions(references: string | undefined, source: ReferenceSource = {}) {
  const { selectedVessel } = useVessel();
  const vesselId = source.vesselId ?? selectedVessel?.id;
  const select = useOptionsOf(references, source.pickable);
  const client = useEntityClient();
  return useQuery({
    queryKey: sourceKey(client, references, vesselId, source.roles),
    queryFn: () => loadRows(client, references!, vesselId, source.roles),
    networkMode: client.networkMode,
    select,
    enabled: Boolean(references),
    staleTime: 60_000,
  });
}

/** id -> name of the referenced rows of the selected vessel (cells, details and audit trails). */
export function useReferenceNames(references: string | undefined): Map<string, string> {
  const { data } = useReferenceOptions(references);
  return useMemo(() => new Map((data ?? []).map((option) => [option.value, option.label])), [data]);
}

/** Shortest text the server is asked to search for (beyond the first REFERENCE_OPTION_LIMIT rows). */
export const REFERENCE_SEARCH_MIN_LENGTH = 2;

/**
 * The rows matching what the user typed, from the server: only when the first load was cut at the
 * limit (otherwise the picker filters what it has). Typing is debounced by the query key changing.
 */
export function useReferenceSearch(
  references: string | undefined,
  search: string,
  loaded: number,
  source: ReferenceSource = {},
) {
  const { selectedVessel } = useVessel();
  const vesselId = source.vesselId ?? selectedVessel?.id;
  const select = useOptionsOf(references, source.pickable);
  const text = search.trim();
  const client = useEntityClient();
  return useQuery({
    queryKey: [...sourceKey(client, references, vesselId, source.roles), text],
    queryFn: () => loadRows(client, references!, vesselId, source.roles, text),
    networkMode: client.networkMode,
    select,
    enabled:
      Boolean(references) &&
      references !== 'user' &&
      loaded >= REFERENCE_OPTION_LIMIT &&
      text.length >= REFERENCE_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });
}

/** The name of one referenced row that is not among the loaded options (fetched by its id). */
export function useReferencedRow(references: string | undefined, id: string, known: boolean) {
  const { t } = useTranslation();
  const target = ENTITIES.find((entity) => entity.name === references);
  const select = useCallback((row: Row) => rowTitle(t, target!, row), [t, target]);
  const client = useEntityClient();
  return useQuery({
    queryKey: ['reference-row', client.source, references ?? '', id],
    queryFn: () => client.get<Row>(target!, id),
    networkMode: client.networkMode,
    select,
    enabled: Boolean(target) && Boolean(id) && !known,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * What a picker offers: the server's hits for the typed text first, then the loaded rows (no
 * duplicates), and the current value by its name even when it is in neither (another vessel's row,
 * or beyond the first rows); its id's start while the name loads.
 */
export function pickerOptions(
  loaded: readonly ReferenceOption[],
  found: readonly ReferenceOption[],
  current: string,
  currentLabel: string | undefined,
): ReferenceOption[] {
  const options = [...found.filter((hit) => !loaded.some((option) => option.value === hit.value)), ...loaded];
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: currentLabel ?? current.slice(0, 8) }, ...options];
}
