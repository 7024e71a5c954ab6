// Notification preferences (issue 11): which kinds of notices the user wants (the bell and the
// notifications page show only those) and a daily e-mail digest of the unread ones.
import type { NotificationKind } from '@mars/domain';
import { DIGEST_HOUR_UTC, NOTIFICATION_KINDS } from '@mars/domain';
import { Alert, Button, Checkbox, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { LoadingIndicator } from '../../app/loading-indicator';
import { NOTIFICATIONS_QUERY_KEY } from '../../app/server-state';
import type { NotificationPreferences } from './profile-api';
import { NOTIFICATION_PREFERENCES_QUERY_KEY, profileApi } from './profile-api';

function PreferencesEditor({ stored }: { stored: NotificationPreferences }) {
  const { t } = useTranslation(['profile', 'errors']);
  const queryClient = useQueryClient();
  const [kinds, setKinds] = useState<NotificationKind[]>(stored.kinds);
  const [dailyDigest, setDailyDigest] = useState(stored.daily_digest);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSaving(true);
    setError(null);
    try {
      const saved = await profileApi.saveNotificationPreferences({ kinds, daily_digest: dailyDigest });
      queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      notifications.show({ color: 'green', message: t('profile:notifications.saved') });
    } catch (caught) {
      setError(caught);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('profile:notifications.title')}
          </Title>
          {error !== null && <Alert color="red">{errorText(t, error, 'errors:save_failed')}</Alert>}
          <Checkbox.Group
            label={t('profile:notifications.kindsLabel')}
            description={t('profile:notifications.kindsHint')}
            value={kinds}
            onChange={(value) => setKinds(value as NotificationKind[])}
          >
            <Stack gap="xs" mt="xs">
              {NOTIFICATION_KINDS.map((kind) => (
                <Checkbox
                  key={kind}
                  value={kind}
                  disabled={isSaving}
                  label={t(`profile:notifications.kinds.${kind}`)}
                  description={t(`profile:notifications.kindHints.${kind}`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch
            checked={dailyDigest}
            disabled={isSaving}
            onChange={(event) => setDailyDigest(event.currentTarget.checked)}
            label={t('profile:notifications.digest')}
            description={t('profile:notifications.digestHint', {
              hour: `${String(DIGEST_HOUR_UTC).padStart(2, '0')}:00`,
            })}
          />
          <Group>
            <Button type="submit" loading={isSaving}>
              {t('profile:notifications.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function NotificationPreferencesForm() {
  const { t } = useTranslation(['profile', 'errors']);
  const query = useQuery({
    queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
    queryFn: profileApi.notificationPreferences,
  });
  if (query.isError) return <Alert color="red">{errorText(t, query.error)}</Alert>;
  if (!query.data) return <LoadingIndicator size="sm" label={t('profile:notifications.loading')} />;
  return <PreferencesEditor stored={query.data} />;
}
