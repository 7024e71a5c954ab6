// What a user of an organization that requires two-factor authentication sees after signing in
// until it is set up: nothing else of the app (the server refuses every other call too).
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { reloadSession } from './two-factor-api';
import { TwoFactorSetupFlow } from './two-factor-enrolment';

export function TwoFactorRequiredPage() {
  const { t } = useTranslation('twoFactor');
  const { signOut } = useAuth();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper
        component="main"
        withBorder
        shadow="sm"
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        w="100%"
        maw={560}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2">
              {t('required.title')}
            </Title>
            <Button
              variant="subtle"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void signOut()}
            >
              {t('required.signOut')}
            </Button>
          </Group>
          <Text>{t('required.message')}</Text>
          {/* Once it is on, the session says so and the app opens. */}
          <TwoFactorSetupFlow onDone={() => void reloadSession()} />
        </Stack>
      </Paper>
    </Center>
  );
}
