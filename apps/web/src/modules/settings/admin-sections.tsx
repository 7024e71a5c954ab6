// Settings parts for administrators only (design.md section 12): the organization-wide settings
// (`GET /api/v1/organization`). The selected vessel's information is everyone's (vessel-section.tsx).
import { Alert, Code, SimpleGrid, Text } from '@mantine/core';
import type { OrganizationAnswer } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';
import { IconBuilding, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { RequireAdmin } from '../../app/guards/require-admin';
import { useFormatters } from '../../app/regional';
import { api } from '../../data/api-client';
import { TwoFactorPolicySlot } from '../../app/two-factor-slots';
import { SettingsSection } from '../../app/settings-section';
import { LoadingIndicator } from '../../app/loading-indicator';
import { SettingValue } from './setting-value';

function OrganizationSettings() {
  const { t } = useTranslation('settings');
  const format = useFormatters();
  const query = useQuery({
    queryKey: ['organization'],
    queryFn: () => api.request<OrganizationAnswer>('GET', '/organization'),
  });
  const entries = Object.entries(query.data?.settings ?? {});
  return (
    <SettingsSection
      id="organization"
      title={t('organization.title')}
      description={t('organization.description')}
      icon={IconBuilding}
    >
      {query.isPending ? (
        <LoadingIndicator size="sm" label={t('common:loading')} />
      ) : query.isError ? (
        <Alert color="red">{errorText(t, query.error)}</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SettingValue label={t('organization.name')} value={query.data.name} />
            <SettingValue
              label={t('organization.updatedAt')}
              value={format.dateTime(query.data.updated_at)}
            />
          </SimpleGrid>
          {entries.length === 0 ? (
            <Text size="sm">{t('organization.noSettings')}</Text>
          ) : (
            <Code block>{JSON.stringify(query.data.settings, null, 2)}</Code>
          )}
        </>
      )}
    </SettingsSection>
  );
}

function AdminOnlyNotice() {
  const { t } = useTranslation('settings');
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconLock size={18} aria-hidden />}
      title={t('adminOnly.title')}
    >
      {t('adminOnly.message')}
    </Alert>
  );
}

export function AdminSettingsSections() {
  return (
    <RequireAdmin fallback={<AdminOnlyNotice />}>
      <OrganizationSettings />
      <TwoFactorPolicySlot />
    </RequireAdmin>
  );
}
