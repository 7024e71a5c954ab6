// The user's active sessions (design.md section 7): device, last seen, expiry, this device, revoke.
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { ScrollTable } from '../../app/table-head';
import { api, ApiError } from '../../data/api-client';
import type { ActiveSession } from '../../data/api-client';
import { deviceLabel } from './device-label';
import { LoadingIndicator } from '../../app/loading-indicator';

export function ActiveSessions({ reloadKey = 0 }: { reloadKey?: number }) {
  const { t, i18n } = useTranslation(['profile', 'errors']);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [rows, setRows] = useState<ActiveSession[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [revokingId, setRevokingId] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setRows(await api.sessions());
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof ApiError ? error.code : 'load_failed');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  const device = (row: ActiveSession) => {
    const { browser, system } = deviceLabel(row.userAgent);
    if (browser && system) return t('profile:sessions.browserOnSystem', { browser, system });
    return browser ?? system ?? t('profile:sessions.unknownDevice');
  };

  async function revoke(row: ActiveSession) {
    setRevokingId(row.id);
    try {
      await api.revokeSession(row.id);
      if (row.current) {
        await signOut();
        void navigate('/login', { replace: true });
        return;
      }
      notifications.show({ color: 'green', message: t('profile:sessions.revoked') });
      await load();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'delete_failed';
      notifications.show({
        color: 'red',
        message: t(`errors:${code}`, { defaultValue: t('errors:delete_failed') }),
      });
    } finally {
      setRevokingId(null);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile:sessions.title')}
        </Title>
        {loadError && (
          <Alert color="red">{t(`errors:${loadError}`, { defaultValue: t('errors:load_failed') })}</Alert>
        )}
        {!rows && !loadError && <LoadingIndicator size="sm" label={t('profile:sessions.loading')} />}
        {rows && rows.length === 0 && <Text c="dimmed">{t('profile:sessions.empty')}</Text>}
        {rows && rows.length > 0 && (
          <ScrollTable
            minWidth={560}
            verticalSpacing="xs"
            columns={[
              t('profile:sessions.device'),
              t('profile:sessions.lastSeen'),
              t('profile:sessions.expires'),
            ]}
            actions={t('profile:sessions.actions')}
          >
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{device(row)}</Text>
                    {row.current && (
                      <Badge size="sm" variant="light">
                        {t('profile:sessions.thisDevice')}
                      </Badge>
                    )}
                  </Group>
                  {row.ipAddress && (
                    <Text size="xs" c="dimmed">
                      {row.ipAddress}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{dateTime(row.lastSeenAt)}</Table.Td>
                <Table.Td>{dateTime(row.expiresAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={revokingId === row.id}
                    aria-label={t('profile:sessions.revokeLabel', { device: device(row) })}
                    onClick={() => void revoke(row)}
                  >
                    {t('profile:sessions.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}
