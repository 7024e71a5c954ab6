// Names for the ids a maintenance list shows: equipment (code and name) and assignees.
import { useMemo } from 'react';

import { useAssignees, useEquipmentNames } from './maintenance-api';

export function useMaintenanceNames(vesselId: string | undefined) {
  const equipment = useEquipmentNames(vesselId);
  const assignees = useAssignees(vesselId);
  return useMemo(
    () => ({
      equipment: new Map((equipment.data ?? []).map((item) => [item.id, `${item.code} · ${item.name}`])),
      people: new Map((assignees.data ?? []).map((person) => [person.id, person.full_name])),
    }),
    [equipment.data, assignees.data],
  );
}
