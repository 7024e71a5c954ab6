// What the fleet adds to the generic writes of vessels: the IMO number is stored as its seven
// digits (so 'IMO 9074729' and '9074729' are one ship to the unique index), and a ship admin, who
// edits the particulars of their own vessels, leaves laying up and selling a ship to the
// organization admins (creating and deleting are theirs too: vesselEntity.createRoles, deleteRoles).
import { isOrganizationAdmin, normalizeImoNumber } from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import { errors } from '../../plugins/errors';

function storeImoDigits(values: Row): void {
  if (typeof values.imo_number !== 'string') return;
  values.imo_number = normalizeImoNumber(values.imo_number) ?? values.imo_number;
}

export const VESSEL_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  vessel: {
    async beforeCreate(_tx, _scope, { values }) {
      storeImoDigits(values);
    },
    async beforeUpdate(_tx, scope, { existing, values }) {
      storeImoDigits(values);
      if (!isOrganizationAdmin(scope.role) && values.status !== existing.status) throw errors.forbidden();
    },
  },
};
