// Options for reference fields: the rows of the referenced entity, named by its title fields (or, for
// people, the users of the vessel). Lists and forms share one cached query per source.
import { ENTITIES, rowTitleOf } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { useVessel } from '../app/vessel-context';
import { api, buildQuery } from '../data/api-client';

export type ReferenceOption = { value: string; label: string };

/** The most options a picker loads; beyond that the user types to search (q). */
export const REFERENCE_OPTION_LIMIT = 500;

async function loadOptions(
  references: string,
  vesselId: string | undefined,
  search?: string,
): Promise<ReferenceOption[]> {
  if (references === 'user') {
    const { rows } = await api.request<{ rows: { id: string; full_name: string; role: string }[] }>(
      'GET',
      `/people${buildQuery({ vessel_id: vesselId })}`,
    );
    return rows.map((row) => ({ value: row.id, label: row.full_name }));
  }
  const target = ENTITIES.find((entity) => entity.name === references);
  if (!target) return [];
  const { rows } = await api.list<Record<string, unknown>>(target.resource, {
    limit: REFERENCE_OPTION_LIMIT,
    sort: target.titleField,
    vessel_id: target.scope === 'vessel' ? vesselId : undefined,
    q: search,
  });
  return rows.map((row) => ({ value: String(row.id), label: rowTitleOf(target, row) || String(row.id) }));
}

export function useReferenceOptions(references: string | undefined) {
  const { selectedVessel } = useVessel();
  const vesselId = selectedVessel?.id;
  return useQuery({
    queryKey: ['reference-options', references ?? '', vesselId ?? ''],
    queryFn: () => loadOptions(references!, vesselId),
    enabled: Boolean(references),
    staleTime: 60_000,
  });
}

/** Shortest text the server is asked to search for (beyond the first REFERENCE_OPTION_LIMIT rows). */
export const REFERENCE_SEARCH_MIN_LENGTH = 2;

/**
 * The rows matching what the user typed, from the server: only when the first load was cut at the
 * limit (otherwise the picker filters what it has). Typing is debounced by the query key changing.
 */
export function useReferenceSearch(references: string | undefined, search: string, loaded: number) {
  const { selectedVessel } = useVessel();
  const vesselId = selectedVessel?.id;
  const text = search.trim();
  return useQuery({
    queryKey: ['reference-options', references ?? '', vesselId ?? '', text],
    queryFn: () => loadOptions(references!, vesselId, text),
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
  const target = ENTITIES.find((entity) => entity.name === references);
  return useQuery({
    queryKey: ['reference-row', references ?? '', id],
    queryFn: async () => rowTitleOf(target!, await api.get<Record<string, unknown>>(target!.resource, id)),
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
