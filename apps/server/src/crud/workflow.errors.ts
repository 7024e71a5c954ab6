// The refusals of a declared workflow (packages/domain workflow.ts), defined once for every entity.
// Each code is also the key `errors:<code>` on screen; the message is its English text.
import { resources } from '@mars/i18n';

import { AppError } from '../plugins/errors';

const ENGLISH = resources.en.errors as Record<string, string>;

function englishText(code: string): string {
  return ENGLISH[code] ?? code;
}

export const workflowErrors = {
  /** The action cannot be taken from the row's state, or an edit names another state. */
  invalidTransition: (status: string, action?: string) =>
    new AppError(
      409,
      'invalid_transition',
      action
        ? `A row that is ${status} cannot take the step '${action}'.`
        : 'The status changes only through the workflow steps.',
      action ? { status, action } : { status },
    ),
  /** The row's state refuses the write (a locked row, one under review, one no longer deletable). */
  refusedInState: (code: string, status: string) => new AppError(409, code, englishText(code), { status }),
  /** The role may not take the action; the code says who may. */
  roleRefused: (code: string) => new AppError(403, code, englishText(code)),
};
