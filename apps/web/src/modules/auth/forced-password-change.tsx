// What a user whose password an administrator set sees after signing in (issue 11): nothing but
// choosing their own password (the server refuses every other call until then), or signing out.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { api } from '../../data/api-client';
import { ChangePasswordForm } from '../../app/auth/change-password-form';
import { SignOutButton } from '../../app/auth/sign-out-button';
import { PublicCard } from '../../app/public-card';

export function ForcedPasswordChange() {
  const { t } = useTranslation('auth');
  return (
    <PublicCard title={t('passwordChange.title')} maxWidth={520}>
      <Text>{t('passwordChange.message')}</Text>
      {/* The session now answers the user without the temporary password: the app opens. */}
      <ChangePasswordForm onChanged={() => void api.session()} />
      <Group justify="flex-end">
        <SignOutButton label={t('passwordChange.signOut')} />
      </Group>
    </PublicCard>
  );
}
