// The corrective actions of a row (an incident, an inspection deficiency, a non-conformity): its row
// menu's 'Show corrective actions' (their list filtered to the row) and 'Raise corrective action'
// (the corrective-action form with the row's reference, source, reporter and today's date, plus the
// defaults the row's own screen gives: severity, due date, title), written once for every screen
// whose rows corrective actions come from.
import { Menu } from '@mantine/core';
import type { EntityDefinition, Role } from '@mars/domain';
import { correctiveActionEntity, mayWriteEntity } from '@mars/domain';
import { IconArrowBack, IconListSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../app/auth/auth-context';
import { entityKeys } from './entity-keys';
import { EntityFormModal } from './entity-form-modal';
import { todayPlusDays } from './today';

type Row = Record<string, unknown>;

/** The corrective action's reference to the row, and the source it names. */
type RelatedField = {
  incident_id: 'incident';
  deficiency_id: 'deficiency';
  non_conformity_id: 'non_conformity';
};

export type RelatedCorrectiveActions<Field extends keyof RelatedField> = {
  /** The corrective action's reference to the row. */
  field: Field;
  source: RelatedField[Field];
  /** Whether the user may raise one for this row, beyond writing corrective actions (their role, the row's state). */
  mayRaise?: (row: Row, role: Role | undefined) => boolean;
  /** The row's own defaults of a new action (severity, due date, title ...). */
  defaults: (row: Row) => Row;
  /** Entities whose lists a raised action changes besides the corrective actions' (the row's own). */
  alsoChanges?: readonly EntityDefinition[];
};

/** The row menu's items and the form they open: `menuItems(row)` in rowActions, `dialog` in children. */
export function useRelatedCorrectiveActions<Field extends keyof RelatedField>(
  options: RelatedCorrectiveActions<Field>,
): { menuItems: (row: Row) => ReactNode; dialog: ReactNode } {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [raiseFor, setRaiseFor] = useState<Row | null>(null);
  const role = user?.role as Role | undefined;
  const mayCreate = mayWriteEntity(correctiveActionEntity, role, 'create');

  const menuItems = (row: Row) => (
    <>
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconListSearch size={14} />}
        onClick={() =>
          void navigate(`${correctiveActionEntity.screen.path}?${options.field}=${String(row.id)}`)
        }
      >
        {t('entities:correctiveAction.ui.showActions')}
      </Menu.Item>
      {mayCreate && (options.mayRaise?.(row, role) ?? true) ? (
        <Menu.Item leftSection={<IconArrowBack size={14} />} onClick={() => setRaiseFor(row)}>
          {t('entities:correctiveAction.ui.raiseAction')}
        </Menu.Item>
      ) : null}
    </>
  );

  const dialog = raiseFor ? (
    <EntityFormModal
      entity={correctiveActionEntity}
      opened
      onClose={() => setRaiseFor(null)}
      title={t('entities:correctiveAction.ui.raiseAction')}
      defaults={{
        vessel_id: raiseFor.vessel_id,
        [options.field]: raiseFor.id,
        source: options.source,
        reported_by: user?.id,
        reported_date: todayPlusDays(0),
        ...options.defaults(raiseFor),
      }}
      messages={{
        saved: (saved) => t('entities:correctiveAction.ui.saved', { number: saved.action_number }),
      }}
      onSaved={async () => {
        for (const entity of [correctiveActionEntity, ...(options.alsoChanges ?? [])])
          await queryClient.invalidateQueries({ queryKey: entityKeys(entity).all });
      }}
    />
  ) : null;

  return { menuItems, dialog };
}
