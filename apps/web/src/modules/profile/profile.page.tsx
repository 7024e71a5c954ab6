// The profile page (spec section 2: tabs profile information, security, preferences; notification
// settings get their tab when notifications can be configured).
import { displayName, formatRole } from '@mars/domain';
import { Container, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import type { AuthUser } from '../../data/api-client';
import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from '../../app/auth/change-password-form';
import { PreferencesTab } from './preferences-tab';
import { TwoFactorSection } from '../two-factor/two-factor-section';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

function ProfileInformation({ user }: { user: AuthUser }) {
  const { t } = useTranslation('profile');
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label={t('info.name')} value={displayName(user)} />
        <Field label={t('info.email')} value={user.email} />
        <Field label={t('info.role')} value={formatRole(user.role)} />
        <Field label={t('info.organization')} value={user.organizationName} />
        <Field label={t('info.firstName')} value={user.firstName} />
        <Field label={t('info.lastName')} value={user.lastName} />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="lg">
        {t('info.readOnlyHint')}
      </Text>
    </Paper>
  );
}

const PROFILE_TABS = ['information', 'security', 'preferences'] as const;

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useAuth();
  const [sessionsReloadKey, setSessionsReloadKey] = useState(0);
  // `?tab=security` opens a tab directly (the settings page links there).
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
            <Tabs.Tab value="information" leftSection={<IconUser size={16} />}>
              {t('tabs.information')}
            </Tabs.Tab>
            <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} />}>
              {t('tabs.security')}
            </Tabs.Tab>
            <Tabs.Tab value="preferences" leftSection={<IconSettings size={16} />}>
              {t('tabs.preferences')}
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="information" pt="md">
            <ProfileInformation user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="security" pt="md">
            <Stack gap="lg">
              <ChangePasswordForm onChanged={() => setSessionsReloadKey((key) => key + 1)} />
              <TwoFactorSection />
              <ActiveSessions reloadKey={sessionsReloadKey} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="preferences" pt="md">
            <PreferencesTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
