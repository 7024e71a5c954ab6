// The port calls screen's parts (/navigation/port-calls, issue 14): 'Mark the arrival notice sent' on a
// call not yet arrived whose notice is not sent (spec section 9: 24 hours before arrival); until then a
// call due within a day is a task (the tasks screen, the dashboard's upcoming).
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@mars/domain';
import { NAVIGATION_WRITE_ROLES, PORT_ARRIVAL_NOTICE_STATES, portCallEntity } from '@mars/domain';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { entityKeys } from '../../entity-ui/entity-keys';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { markArrivalNoticeSent } from './navigation-api';

type Row = Record<string, unknown>;

export const portCallUi = defineEntityUi(function usePortCallParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const role = user?.role as Role | undefined;
  const mayMark = role !== undefined && (NAVIGATION_WRITE_ROLES as readonly Role[]).includes(role);

  async function mark(row: Row) {
    try {
      await markArrivalNoticeSent(String(row.id));
      notifications.show({
        color: 'green',
        message: t('navigation:notice.sent', { port: String(row.port_name ?? '') }),
      });
      await queryClient.invalidateQueries({ queryKey: entityKeys(portCallEntity).all });
    } catch (failure) {
      notifications.show({ color: 'red', message: errorText(t, failure, 'navigation:notice.failed') });
    }
  }

  return {
    rowActions: (row: Row) =>
      mayMark &&
      !row.arrival_notice_sent_at &&
      (PORT_ARRIVAL_NOTICE_STATES as readonly unknown[]).includes(row.status) ? (
        <>
          <Menu.Divider />
          <Menu.Item leftSection={<IconSend size={14} />} onClick={() => void mark(row)}>
            {t('navigation:notice.mark')}
          </Menu.Item>
        </>
      ) : null,
  };
});
