// What the entry screens show while the entry loads, when it is not found (spec section 8: 'entry
// not found') and when loading failed ('Error loading the entry, please try again').
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiError } from '../../data/api-client';
import { LoadingIndicator } from '../../app/loading-indicator';

export function BackToEntries() {
  const { t } = useTranslation('logbook');
  return (
    <Button
      component={Link}
      to="/logbook/entries"
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('actions.backToEntries')}
    </Button>
  );
}

export function EntryLoadState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('logbook');
  if (!error)
    return (
      <Center py="xl">
        <LoadingIndicator label={t('common:loading')} />
      </Center>
    );
  const isMissing = error instanceof ApiError && error.status === 404;
  return (
    <Stack align="flex-start">
      <Alert color={isMissing ? 'orange' : 'red'} role="alert" w="100%">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(isMissing ? 'messages.notFound' : 'messages.loadFailed')}</Text>
          {isMissing ? null : (
            <Button size="xs" variant="default" onClick={onRetry}>
              {t('entityUi:retry')}
            </Button>
          )}
        </Stack>
      </Alert>
      <BackToEntries />
    </Stack>
  );
}
