// The compliance module's own refusals; each code is also the key `errors:<code>` on screen.
import { AppError } from '../../plugins/errors';

export const complianceErrors = {
  auditFindingsOpen: (open: number) =>
    new AppError(
      409,
      'audit_findings_open',
      'An audit closes when every finding recorded from it is closed.',
      {
        open,
      },
    ),
  noCorrectiveAction: () =>
    new AppError(
      409,
      'non_conformity_no_action',
      'A non-conformity closes with a corrective action: raise one first.',
    ),
  correctiveActionsOpen: (open: number) =>
    new AppError(
      409,
      'non_conformity_actions_open',
      'A non-conformity closes when each of its corrective actions is verified as effective.',
      { open },
    ),
  auditClosed: () =>
    new AppError(
      409,
      'non_conformity_audit_closed',
      'The audit of this finding is closed. Reopen the audit first.',
    ),
};
