// The tamper-evidence check (GET /logbook/verify): whether the hash chain of each logbook type holds,
// and which entries break it. A 'Verify' button runs it again.
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Verification } from '@mars/domain';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { createFormatters } from '../../app/regional';
import { logbookKeys, verifyChains } from './logbook-api';

export function VerificationResult({ result }: { result: Verification }) {
  const { t, i18n } = useTranslation('logbook');
  const utc = createFormatters(i18n.language || 'en', 'UTC');
  return (
    <Stack gap="xs">
      <Alert
        color={result.ok ? 'green' : 'red'}
        icon={result.ok ? <IconShieldCheck size={18} /> : <IconShieldX size={18} />}
        title={t(result.ok ? 'verify.ok' : 'verify.broken')}
        role="status"
      >
        {t('verify.at', { at: `${utc.dateTime(result.verified_at)} UTC` })}
      </Alert>
      {result.chains.map((chain) => (
        <Stack key={chain.logbook_type} gap={4}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {t(`entities:logbookEntry.enums.logbook_type.${chain.logbook_type}`)}
            </Text>
            <Badge
              variant="light"
              color={chain.ok ? 'green' : 'red'}
              styles={{ root: { textTransform: 'none' } }}
            >
              {t(chain.ok ? 'verify.chainOk' : 'verify.chainBroken')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('verify.checked', { count: chain.checked })}
            </Text>
          </Group>
          {chain.problems.length > 0 ? (
            <List size="sm" c="red.8">
              {chain.problems.map((problem, index) => (
                <List.Item key={`${problem.entryId ?? ''}-${index}`}>
                  {t(`verify.problems.${problem.problem}`, {
                    number: problem.entryNumber ?? '—',
                    position: problem.position ?? '—',
                  })}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

export function ChainVerificationCard({ vesselId }: { vesselId: string }) {
  const { t } = useTranslation('logbook');
  const verify = useQuery({
    queryKey: logbookKeys.verify(vesselId),
    queryFn: () => verifyChains(vesselId),
  });
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('verify.title')}
        </Title>
        <Button size="xs" variant="default" loading={verify.isFetching} onClick={() => void verify.refetch()}>
          {t('actions.verify')}
        </Button>
      </Group>
      {verify.isError ? (
        <Alert color="red" role="alert">
          {errorText(t, verify.error)}
        </Alert>
      ) : verify.data ? (
        <VerificationResult result={verify.data} />
      ) : (
        <Text c="dimmed">{t('common:loading')}</Text>
      )}
    </Paper>
  );
}
