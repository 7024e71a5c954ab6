// The fleet screen's parts (/vessels, issue 11 'Fleet'): organization admins add, edit and delete
// vessels; a ship admin edits the particulars of their own vessels, and leaves laying up and
// selling a ship to the organization admins (the status is shown, not changed).
import { isOrganizationAdmin } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import { fieldKind } from '../../entity-ui/field-kinds/field-kinds';

type Row = Record<string, unknown>;

const EnumInput = fieldKind('enum').Input;

/** The status as a ship admin sees it in the form: shown, not changed. */
function FixedStatusInput(props: FieldInputProps) {
  return <EnumInput {...props} disabled />;
}

export const vesselUi = defineEntityUi(function useVesselParts() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const mayChangeStatus = isOrganizationAdmin(user?.role);
  return {
    createLabel: t('vessels.create'),
    formInputs: mayChangeStatus ? undefined : { status: FixedStatusInput },
    cells: {
      year_built: (row: Row) => (row.year_built === null ? '' : String(row.year_built)),
    },
  };
});
