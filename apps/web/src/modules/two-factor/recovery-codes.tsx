// Recovery codes, shown once (at set-up and when renewed): the server keeps only their hashes.
import { Alert, Button, Code, CopyButton, Group, List, Stack } from '@mantine/core';
import { IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { t } = useTranslation('twoFactor');
  const text = codes.join('\n');

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('recovery.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="sm">
      <Alert color="yellow" icon={<IconKey size={18} aria-hidden />} title={t('recovery.title')}>
        {t('recovery.warning')}
      </Alert>
      <List
        aria-label={t('recovery.listLabel')}
        listStyleType="none"
        styles={{ root: { columnWidth: '9rem', columnGap: '1rem' } }}
      >
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? t('enrol.copied') : t('recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </Group>
    </Stack>
  );
}
