// Options for reference fields: the rows of the referenced entity, named by its title fields (or, for
// people, the users work can be assigned to). Lists and forms share one cached query per source.
import { ENTITIES, rowTitleOf } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { useVessel } from '../app/vessel-context';
import { api, buildQuery } from '../data/api-client';

export type ReferenceOption = { value: string; label: string };

/** The most options a picker loads; beyond that the user types to search (q). */
export const REFERENCE_OPTION_LIMIT = 500;

async function loadOptions(references: string, vesselId: string | undefined): Promise<ReferenceOption[]> {
  if (references === 'user') {
    const { rows } = await api.request<{ rows: { id: string; full_name: string; role: string }[] }>(
      'GET',
      `/maintenance/assignees${buildQuery({ vessel_id: vesselId })}`,
    );
    return rows.map((row) => ({ value: row.id, label: row.full_name }));
  }
  const target = ENTITIES.find((entity) => entity.name === references);
  if (!target) return [];
  const { rows } = await api.list<Record<string, unknown>>(target.resource, {
    limit: REFERENCE_OPTION_LIMIT,
    sort: target.titleField,
    vessel_id: target.scope === 'vessel' ? vesselId : undefined,
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
