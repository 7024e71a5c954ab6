// The profile page (spec section 2: tabs profile information, security, notifications). The
// language is part of the profile information; the spec's 'preferences' tab holds nothing else the
// product offers, so it is not shown.
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { IconBell, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { NotificationPreferencesForm } from './notification-preferences';
import { ProfileForm } from './profile-form';
import { SecurityPanel } from './security-panel';

const PROFILE_TABS = ['information', 'security', 'notifications'] as const;

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useAuth();
  // `?tab=security` opens a tab directly (the settings page links there, the digest mail too).
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = PROFILE_TABS.find((value) => value === searchParams.get('tab')) ?? 'information';
  if (!user) return null;

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Tabs
          value={tab}
          onChange={(value) =>
            setSearchParams(value && value !== 'information' ? { tab: value } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="information" leftSection={<IconUser size={16} aria-hidden />}>
              {t('tabs.information')}
            </Tabs.Tab>
            <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} aria-hidden />}>
              {t('tabs.security')}
            </Tabs.Tab>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} aria-hidden />}>
              {t('tabs.notifications')}
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="information" pt="md">
            <ProfileForm user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="security" pt="md">
            <SecurityPanel />
          </Tabs.Panel>
          <Tabs.Panel value="notifications" pt="md">
            <NotificationPreferencesForm />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
