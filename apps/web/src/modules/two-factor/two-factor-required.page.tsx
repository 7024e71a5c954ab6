// What a user of an organization that requires two-factor authentication sees after signing in
// until it is set up: nothing else of the app (the server refuses every other call too).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { SignOutButton } from '../../app/auth/sign-out-button';
import { PublicCard } from '../../app/public-card';
import { reloadSession } from './two-factor-api';
import { TwoFactorSetupFlow } from './two-factor-enrolment';

export function TwoFactorRequiredPage() {
  const { t } = useTranslation('twoFactor');
  return (
    <PublicCard
      title={t('required.title')}
      smallTitle
      maxWidth={560}
      aside={<SignOutButton label={t('required.signOut')} />}
    >
      <Text>{t('required.message')}</Text>
      {/* Once it is on, the session says so and the app opens. */}
      <TwoFactorSetupFlow onDone={() => void reloadSession()} />
    </PublicCard>
  );
}
