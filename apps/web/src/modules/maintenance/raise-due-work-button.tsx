// 'Raise due work' on the maintenance overview: planned jobs that are due get their work orders now
// (the server also raises them every hour). For the roles that write maintenance, while the server
// can be reached (it raises them; at sea the button returns with the connection).
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { mayWriteMaintenance } from '@mars/domain';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { useConnectionState } from '../../app/connection-status';
import { errorText } from '../../app/error-text';
import { raiseDueWork, refreshMaintenance } from './maintenance-api';

export function RaiseDueWorkButton({ vesselId }: { vesselId: string | undefined }) {
  const { t } = useTranslation('maintenance');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const connection = useConnectionState();
  if (user === null || !mayWriteMaintenance(user.role) || connection === 'offline') return null;

  async function raise() {
    setBusy(true);
    try {
      const { raised } = await raiseDueWork(vesselId);
      await refreshMaintenance(queryClient);
      notifications.show({
        color: 'green',
        message: raised > 0 ? t('overview.raisedDue', { count: raised }) : t('overview.raisedNone'),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="light"
      leftSection={<IconPlaylistAdd size={16} />}
      loading={busy}
      title={t('overview.raiseDueHint')}
      onClick={() => void raise()}
    >
      {t('overview.raiseDue')}
    </Button>
  );
}
