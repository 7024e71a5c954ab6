// The profile's security tab: two-factor authentication on or off, set up, new recovery codes,
// turn off (spec section 2: 'security (change password, two-factor authentication, active sessions)').
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useFormatters } from '../../app/regional';
import { ConfirmIdentityModal } from './confirm-identity-modal';
import { RecoveryCodes } from './recovery-codes';
import type { IdentityProof, TwoFactorStatus } from './two-factor-api';
import { reloadSession, TWO_FACTOR_STATUS_KEY, twoFactorApi } from './two-factor-api';
import { TwoFactorSetupFlow } from './two-factor-enrolment';

type Dialog = 'turnOff' | 'renew' | null;

function EnabledActions({ status, onChanged }: { status: TwoFactorStatus; onChanged(): Promise<void> }) {
  const { t } = useTranslation('twoFactor');
  const format = useFormatters();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [renewedCodes, setRenewedCodes] = useState<string[] | null>(null);

  if (renewedCodes) return <RecoveryCodes codes={renewedCodes} onDone={() => setRenewedCodes(null)} />;

  const turnOff = async (proof: IdentityProof) => {
    await twoFactorApi.disable(proof);
    notifications.show({ color: 'green', message: t('section.turnedOff') });
    await onChanged();
  };
  const renew = async (proof: IdentityProof) => {
    setRenewedCodes((await twoFactorApi.renewRecoveryCodes(proof)).recoveryCodes);
    await onChanged();
  };

  return (
    <Stack gap="sm">
      {status.enabledAt && (
        <Text size="sm">{t('section.onSince', { date: format.date(status.enabledAt) })}</Text>
      )}
      <Text size="sm">{t('section.recoveryLeft', { count: status.recoveryCodesRemaining })}</Text>
      <Group gap="sm">
        <Button variant="default" onClick={() => setDialog('renew')}>
          {t('section.newRecoveryCodes')}
        </Button>
        <Button variant="default" color="red" onClick={() => setDialog('turnOff')}>
          {t('section.turnOff')}
        </Button>
      </Group>
      <ConfirmIdentityModal
        opened={dialog === 'renew'}
        title={t('confirmIdentity.renewTitle')}
        hint={t('confirmIdentity.renewHint')}
        onClose={() => setDialog(null)}
        onConfirm={renew}
      />
      <ConfirmIdentityModal
        opened={dialog === 'turnOff'}
        title={t('confirmIdentity.turnOffTitle')}
        hint={status.requiredByOrganization ? t('section.requiredByOrganization') : undefined}
        onClose={() => setDialog(null)}
        onConfirm={turnOff}
      />
    </Stack>
  );
}

export function TwoFactorSection() {
  const { t } = useTranslation(['twoFactor', 'errors']);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: twoFactorApi.status });
  // A new key restarts the set-up from its first step (cancel).
  const [setupKey, setSetupKey] = useState(0);

  const onChanged = async () => {
    await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
    await reloadSession();
  };
  const onSetUp = async () => {
    notifications.show({ color: 'green', message: t('section.turnedOn') });
    await onChanged();
  };

  const status = query.data;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="two-factor-title">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="two-factor-title">
            {t('section.title')}
          </Title>
          {status && (
            <Badge color={status.enabled ? 'green' : 'gray'} variant="light">
              {status.enabled ? t('section.on') : t('section.off')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('section.description')}
        </Text>
        {query.isPending ? (
          <LoadingIndicator size="sm" label={t('section.loading')} />
        ) : query.isError ? (
          <Alert color="red">{errorText(t, query.error)}</Alert>
        ) : query.data.enabled ? (
          <EnabledActions status={query.data} onChanged={onChanged} />
        ) : (
          <>
            {query.data.requiredByOrganization && (
              <Text size="sm">{t('section.requiredByOrganization')}</Text>
            )}
            <TwoFactorSetupFlow
              key={setupKey}
              onDone={() => void onSetUp()}
              onCancel={() => setSetupKey((key) => key + 1)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
