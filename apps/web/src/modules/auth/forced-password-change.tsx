// What a user whose password an administrator set sees after signing in (issue 11): nothing but
// choosing their own password (the server refuses every other call until then), or signing out.
import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { api } from '../../data/api-client';
import { ChangePasswordForm } from '../../app/auth/change-password-form';
import { PublicCard } from '../../app/public-card';

export function ForcedPasswordChange() {
  const { t } = useTranslation('auth');
  const { signOut } = useAuth();
  return (
    <PublicCard title={t('passwordChange.title')} maxWidth={520}>
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
    </PublicCard>
  );
}
