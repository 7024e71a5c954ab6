// Security and notifications lead to the profile; About names the version and the server's state.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useHealthQuery } from '../../app/server-state';
import { SettingsSection } from '../../app/settings-section';

export const APP_VERSION = '0.5.0';

/** A section whose settings live in the user's own profile (security, notifications): it leads there. */
function ProfileLinkSection({ id, icon }: { id: 'security' | 'notifications'; icon: typeof IconBell }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id={id} title={t(`${id}.title`)} description={t(`${id}.description`)} icon={icon}>
      <Group>
        <Button component={Link} to={`/profile?tab=${id}`} variant="light">
          {t(`${id}.open`)}
        </Button>
      </Group>
    </SettingsSection>
  );
}

export function SecuritySection() {
  return <ProfileLinkSection id="security" icon={IconShieldLock} />;
}

/** Settings 'Notifications' (spec section 2): each user sets their own preferences in the profile. */
export function NotificationsSection() {
  return <ProfileLinkSection id="notifications" icon={IconBell} />;
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
