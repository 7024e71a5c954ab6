// The toast stack (spec section 9: top-right, at most 5, 5000 ms). Its own chunk: no screen needs it
// at first paint, and `notifications.show` queues toasts until it is in.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: toasts top-right, at most 5, 5000 ms. */
export const TOAST_POSITION = 'top-right';
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;

export function Toasts() {
  const { t } = useTranslation();
  // Every toast's close button says what it does (a button without a name fails axe).
  const theme = useMemo(
    () => ({
      components: {
        Notification: {
          defaultProps: { closeButtonProps: { 'aria-label': t('closeNotification') } },
          // Under a title Mantine greys the message to gray-6, 3.3:1 on white: below the 4.5:1 that
          // WCAG 1.4.3 asks of text. The title's weight sets it apart; the message keeps the text colour.
          styles: { description: { color: 'var(--mantine-color-text)' } },
        },
      },
    }),
    [t],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />
    </MantineThemeProvider>
  );
}
