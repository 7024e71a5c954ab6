// Settings 'Data and backup' (spec section 2): 'Backup now' downloads the organization's data and
// attachments as one archive, the automatic backups' frequency and the newest ones written by the server
// (organization admins); 'Restore' into a new organization (super admins, restore-backup.tsx); 'Clear
// cache' for everyone (clear-cache.tsx).
import { Alert, Button, Divider, Group, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isOrganizationAdmin } from '@mars/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useFormatters } from '../../app/regional';
import { SettingsSection } from '../../app/settings-section';
import { ScrollTable } from '../../app/table-head';
import type { BackupFrequency } from './backup-api';
import {
  BACKUP_FREQUENCIES,
  backupKeys,
  downloadBackupNow,
  downloadStoredBackup,
  readAutomaticBackups,
  saveBackupFrequency,
} from './backup-api';
import { ClearCache } from './clear-cache';
import { RestoreBackup } from './restore-backup';

function BackupNow() {
  const { t } = useTranslation('settings');
  const backup = useMutation({ mutationFn: downloadBackupNow });
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('dataBackup.now.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('dataBackup.now.description')}
      </Text>
      <Group>
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={backup.isPending}
          onClick={() => backup.mutate()}
        >
          {t('dataBackup.now.action')}
        </Button>
      </Group>
      {backup.isError ? <Alert color="red">{errorText(t, backup.error)}</Alert> : null}
    </Stack>
  );
}

function AutomaticBackups() {
  const { t } = useTranslation('settings');
  const format = useFormatters();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: backupKeys.automatic, queryFn: readAutomaticBackups });
  const [frequency, setFrequency] = useState<BackupFrequency>('off');
  useEffect(() => {
    if (query.data) setFrequency(query.data.frequency);
  }, [query.data]);
  const save = useMutation({
    mutationFn: saveBackupFrequency,
    onSuccess: (saved) => {
      queryClient.setQueryData(backupKeys.automatic, saved);
      notifications.show({ color: 'green', message: t('dataBackup.automatic.saved') });
    },
  });
  const download = useMutation({ mutationFn: downloadStoredBackup });

  if (query.isPending) return <LoadingIndicator size="sm" label={t('common:loading')} />;
  if (query.isError) return <Alert color="red">{errorText(t, query.error)}</Alert>;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('dataBackup.automatic.title')}</Text>
      <Group align="flex-end">
        <Select
          label={t('dataBackup.automatic.frequency')}
          value={frequency}
          onChange={(value) => value && setFrequency(value as BackupFrequency)}
          allowDeselect={false}
          data={BACKUP_FREQUENCIES.map((value) => ({ value, label: t(`dataBackup.frequencies.${value}`) }))}
          description={
            query.data.nextRunAt
              ? t('dataBackup.automatic.next', { time: format.dateTime(query.data.nextRunAt) })
              : t('dataBackup.automatic.keep', { count: query.data.keep })
          }
        />
        <Button
          variant="light"
          loading={save.isPending}
          disabled={frequency === query.data.frequency}
          onClick={() => save.mutate(frequency)}
        >
          {t('dataBackup.automatic.save')}
        </Button>
      </Group>
      {save.isError ? <Alert color="red">{errorText(t, save.error, 'errors:save_failed')}</Alert> : null}
      {query.data.lastRunFailed ? (
        <Alert color="red" title={t('dataBackup.automatic.failedTitle')}>
          {t('dataBackup.automatic.failed')}
        </Alert>
      ) : null}
      {query.data.backups.length === 0 ? (
        <Text size="sm">{t('dataBackup.automatic.none')}</Text>
      ) : (
        <ScrollTable
          minWidth={320}
          striped
          aria-label={t('dataBackup.automatic.listLabel')}
          columns={[t('dataBackup.automatic.createdAt'), t('dataBackup.automatic.size')]}
          actions={t('dataBackup.automatic.download')}
        >
          {query.data.backups.map((backup) => (
            <Table.Tr key={backup.name}>
              <Table.Td>{format.dateTime(backup.createdAt)}</Table.Td>
              <Table.Td>{format.megabytes(backup.size)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => download.mutate(backup.name)}
                  aria-label={t('dataBackup.automatic.downloadOne', {
                    time: format.dateTime(backup.createdAt),
                  })}
                >
                  {t('dataBackup.automatic.download')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
      {download.isError ? <Alert color="red">{errorText(t, download.error)}</Alert> : null}
    </Stack>
  );
}

export function DataBackupSection() {
  const { t } = useTranslation('settings');
  const { user } = useAuth();
  const isAdmin = isOrganizationAdmin(user?.role);
  return (
    <SettingsSection
      id="data-backup"
      title={t('dataBackup.title')}
      description={t(isAdmin ? 'dataBackup.descriptionAdmin' : 'dataBackup.description')}
      icon={IconDatabaseExport}
    >
      {isAdmin ? (
        <>
          <BackupNow />
          <Divider />
          <AutomaticBackups />
          <Divider />
        </>
      ) : null}
      {user?.role === 'super_admin' ? (
        <>
          <RestoreBackup />
          <Divider />
        </>
      ) : null}
      <ClearCache />
    </SettingsSection>
  );
}
