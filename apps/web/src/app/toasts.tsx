// The toast stack (spec section 9: top-right, at most 5, 5000 ms). Its own chunk: no screen needs it
// at first paint, and `notifications.show` queues toasts until it is in.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';

/** Spec section 9: toasts top-right, at most 5, 5000 ms. */
export const TOAST_POSITION = 'top-right';
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;

export function Toasts() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />;
}
