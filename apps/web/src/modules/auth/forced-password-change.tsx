// What a user whose password an administrator set sees after signing in (issue 11): nothing but
// choosing their own password (the server refuses every other call until then), or signing out.
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { api } from '../../data/api-client';
import { ChangePasswordForm } from '../../app/auth/change-password-form';
import { LanguageSwitch } from './language-switch';

export function ForcedPasswordChange() {
  const { t } = useTranslation('auth');
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
        maw={520}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={1} size="h2">
              {t('passwordChange.title')}
            </Title>
            <LanguageSwitch />
          </Group>
          <Text>{t('passwordChange.message')}</Text>
          {/* The session now answers the user without the temporary password: the app opens. */}
          <ChangePasswordForm onChanged={() => void api.session()} />
          <Group justify="flex-end">
            <Button
              variant="subtle"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void signOut()}
            >
              {t('passwordChange.signOut')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
