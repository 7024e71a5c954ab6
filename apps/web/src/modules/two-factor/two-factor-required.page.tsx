// What a user of an organization that requires two-factor authentication sees after signing in
// until it is set up: nothing else of the app (the server refuses every other call too).
import { Button, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { PublicCard } from '../../app/public-card';
import { reloadSession } from './two-factor-api';
import { TwoFactorSetupFlow } from './two-factor-enrolment';

export function TwoFactorRequiredPage() {
  const { t } = useTranslation('twoFactor');
  const { signOut } = useAuth();
  return (
    <PublicCard
      title={t('required.title')}
      smallTitle
      maxWidth={560}
      aside={
        <Button
          variant="subtle"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          {t('required.signOut')}
        </Button>
      }
    >
      <Text>{t('required.message')}</Text>
      {/* Once it is on, the session says so and the app opens. */}
      <TwoFactorSetupFlow onDone={() => void reloadSession()} />
    </PublicCard>
  );
}
