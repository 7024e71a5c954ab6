import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from './error-text';
import { LoadingIndicator } from './loading-indicator';

/**
 * What a screen shows of the data it reads: a spinner while it loads, why the load failed (with a
 * 'Try again' button when `retry`), and otherwise what `children` make of the data.
 */
export function QueryContent<Data>({
  query,
  retry = false,
  children,
}: {
  query: UseQueryResult<Data>;
  retry?: boolean;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl">
        <LoadingIndicator label={t('common:loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('errors:load_failed')} role="alert">
        {retry ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(t, query.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {t('entityUi:retry')}
            </Button>
          </Stack>
        ) : (
          errorText(t, query.error)
        )}
      </Alert>
    );
  }
  return children(query.data);
}
