// Security links to the profile; About names the version and the server's state.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useHealthQuery } from '../../app/server-state';
import { SettingsSection } from '../../app/settings-section';

export const APP_VERSION = '0.5.0';

export function SecuritySection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      id="security"
      title={t('security.title')}
      description={t('security.description')}
      icon={IconShieldLock}
    >
      <Group>
        <Button component={Link} to="/profile?tab=security" variant="light">
          {t('security.open')}
        </Button>
      </Group>
    </SettingsSection>
  );
}

export function AboutSection() {
  const { t } = useTranslation('settings');
  const health = useHealthQuery();
  const server = health.isError
    ? t('about.serverUnreachable')
    : health.data
      ? t('about.serverOk', { database: health.data.database })
      : t('common:loading');
  return (
    <SettingsSection id="about" title={t('about.title')} icon={IconInfoCircle}>
      <Stack gap={4}>
        <Text fw={700}>{t('about.product')}</Text>
        <Text>{t('about.version', { version: APP_VERSION })}</Text>
        <Text size="sm" c="dimmed">
          {server}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
