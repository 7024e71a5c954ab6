// Organization settings (admins): whether everyone must use two-factor authentication. Organization
// admins change it; ship admins see it. Users without it are sent to set it up right after signing in.
import { isOrganizationAdmin } from '@mars/domain';
import { Alert, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { LoadingIndicator } from '../../app/loading-indicator';
import { SettingsSection } from '../../app/settings-section';
import { TWO_FACTOR_POLICY_KEY, twoFactorApi } from './two-factor-api';

export function TwoFactorPolicySection() {
  const { t } = useTranslation(['twoFactor', 'errors', 'common']);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: TWO_FACTOR_POLICY_KEY, queryFn: twoFactorApi.policy });
  const mutation = useMutation({
    mutationFn: twoFactorApi.setPolicy,
    onSuccess: (policy) => {
      queryClient.setQueryData(TWO_FACTOR_POLICY_KEY, policy);
      notifications.show({ color: 'green', message: t('policy.saved') });
    },
  });
  const mayChange = isOrganizationAdmin(user?.role);

  return (
    <SettingsSection
      id="two-factor"
      title={t('policy.title')}
      description={t('policy.description')}
      icon={IconShieldLock}
    >
      {query.isPending ? (
        <LoadingIndicator size="sm" label={t('common:loading')} />
      ) : query.isError ? (
        <Alert color="red">{errorText(t, query.error)}</Alert>
      ) : (
        <>
          {mayChange ? (
            <Switch
              label={t('policy.require')}
              description={t('policy.requireHint')}
              checked={mutation.isPending ? mutation.variables : query.data.required}
              disabled={mutation.isPending}
              onChange={(event) => mutation.mutate(event.currentTarget.checked)}
            />
          ) : (
            <Text size="sm">{query.data.required ? t('policy.required') : t('policy.notRequired')}</Text>
          )}
          {mutation.isError && (
            <Alert color="red">{errorText(t, mutation.error, 'errors:save_failed')}</Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('policy.enrolled', { count: query.data.usersWithTwoFactor, total: query.data.users })}
          </Text>
        </>
      )}
    </SettingsSection>
  );
}
