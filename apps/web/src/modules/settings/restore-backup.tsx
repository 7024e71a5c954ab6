// 'Restore' (settings 'Data and backup', super admins): loads a backup archive into a new organization;
// no existing organization is ever written to. The answer names the new organization and the users
// whose email was taken on this server and who sign in with a tagged one.
import { Alert, Button, FileInput, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconFileZip, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText, fieldErrorKeys } from '../../app/error-text';
import { restoreBackup } from './backup-api';

const ORGANIZATION_NAME_MAX = 200;

export function RestoreBackup() {
  const { t } = useTranslation('settings');
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const restore = useMutation({
    mutationFn: ({ archive, organizationName }: { archive: File; organizationName: string }) =>
      restoreBackup(archive, organizationName),
  });
  const archiveErrors = fieldErrorKeys(restore.error, 'archive');

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('dataBackup.restore.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('dataBackup.restore.description')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FileInput
          label={t('dataBackup.restore.file')}
          placeholder={t('dataBackup.restore.filePlaceholder')}
          accept=".gz,.tgz,application/gzip"
          leftSection={<IconFileZip size={18} aria-hidden />}
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': t('dataBackup.restore.clearFile') }}
          error={archiveErrors.length > 0 ? t(archiveErrors[0]!) : undefined}
        />
        <TextInput
          label={t('dataBackup.restore.name')}
          description={t('dataBackup.restore.nameHint')}
          value={name}
          maxLength={ORGANIZATION_NAME_MAX}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group>
        <Button
          variant="light"
          leftSection={<IconUpload size={18} aria-hidden />}
          disabled={!file}
          loading={restore.isPending}
          onClick={() => file && restore.mutate({ archive: file, organizationName: name })}
        >
          {t('dataBackup.restore.action')}
        </Button>
      </Group>
      {restore.isError && archiveErrors.length === 0 ? (
        <Alert color="red">{errorText(t, restore.error, 'errors:save_failed')}</Alert>
      ) : null}
      {restore.data ? (
        <Alert color="green" title={t('dataBackup.restore.done', { name: restore.data.organization.name })}>
          {restore.data.renamedUsers.length === 0 ? (
            <Text size="sm">{t('dataBackup.restore.emailsKept')}</Text>
          ) : (
            <>
              <Text size="sm">{t('dataBackup.restore.emailsRenamed')}</Text>
              <List size="sm">
                {restore.data.renamedUsers.map((user) => (
                  <List.Item key={user.from}>
                    {user.from} → {user.to}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      ) : null}
    </Stack>
  );
}
