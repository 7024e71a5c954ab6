// What the safety module adds to the workflow steps of inspections (crud/entity-hooks.ts): the result
// follows the step where the inspector does not choose it. 'fail' records the result 'fail' (a
// detention, a failed class or vetting inspection); 'reopen' sets it back to 'pending' for the
// re-inspection. 'complete' takes the result as its input (pass, or pass with deficiencies).
import type { EntityWriteHooks } from '../../crud/entity-hooks';

const RESULT_OF_STEP: Readonly<Record<string, string>> = { fail: 'fail', reopen: 'pending' };

export const inspectionHooks: EntityWriteHooks = {
  async beforeStep(_tx, _scope, step) {
    const result = RESULT_OF_STEP[step.action];
    if (result !== undefined) step.values.result = result;
  },
};
