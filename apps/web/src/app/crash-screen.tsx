// The crash screen 'Something Went Wrong' (spec sections 2 and 8).
import { Alert, Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh, IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { isRepeatedCrash } from './crash-count';

export type CrashScreenProps = {
  error: unknown;
  crashCount: number;
  onTryAgain(): void;
  onGoToDashboard(): void;
};

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function CrashScreen({ error, crashCount, onTryAgain, onGoToDashboard }: CrashScreenProps) {
  const { t } = useTranslation('common');
  const message = errorMessage(error);
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={560} w="100%" role="alert">
        <Stack>
          <Group gap="sm" wrap="nowrap">
            <IconAlertTriangle size={32} color="var(--mantine-color-red-8)" aria-hidden />
            <Title order={1} size="h2">
              {t('crash.title')}
            </Title>
          </Group>
          <Text>{t('crash.description')}</Text>
          {message && import.meta.env.DEV ? <Code block>{message}</Code> : null}
          {isRepeatedCrash(crashCount) ? (
            <Alert color="orange" variant="light" title={t('crash.repeatedTitle')}>
              {t('crash.repeated', { count: crashCount })}
            </Alert>
          ) : null}
          <Group>
            <Button leftSection={<IconRotateClockwise size={18} aria-hidden />} onClick={onTryAgain}>
              {t('crash.tryAgain')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconHome size={18} aria-hidden />}
              onClick={onGoToDashboard}
            >
              {t('crash.goToDashboard')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => window.location.reload()}
            >
              {t('crash.reload')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('crash.support')}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
