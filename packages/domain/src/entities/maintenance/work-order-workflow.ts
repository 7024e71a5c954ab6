// The work-order state machine (spec section 4): which step is allowed from which status.
import type { WorkOrderStatus } from './work-order.entity';

export const WORK_ORDER_ACTIONS = ['start', 'complete', 'cancel', 'reopen'] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

const TRANSITIONS: Record<WorkOrderAction, { from: readonly WorkOrderStatus[]; to: WorkOrderStatus }> = {
  start: { from: ['pending', 'open'], to: 'in_progress' },
  complete: { from: ['open', 'in_progress'], to: 'completed' },
  cancel: { from: ['pending', 'open', 'in_progress'], to: 'cancelled' },
  reopen: { from: ['completed', 'cancelled'], to: 'open' },
};

/** The status a step leads to, or undefined when the step is not allowed from `status`. */
export function workOrderTransition(status: string, action: WorkOrderAction): WorkOrderStatus | undefined {
  const transition = TRANSITIONS[action];
  return (transition.from as readonly string[]).includes(status) ? transition.to : undefined;
}

/** The steps a user may take from `status`, in the order the buttons show them. */
export function allowedWorkOrderActions(status: string): WorkOrderAction[] {
  return WORK_ORDER_ACTIONS.filter((action) => workOrderTransition(status, action) !== undefined);
}

export function isWorkOrderAction(value: string): value is WorkOrderAction {
  return (WORK_ORDER_ACTIONS as readonly string[]).includes(value);
}
