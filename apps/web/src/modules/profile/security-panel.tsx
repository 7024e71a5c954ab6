// Security in one place (spec section 2, issue 11): change password, two-factor authentication and
// the active sessions. The settings screen links here (settings/info-sections.tsx).
import { Stack } from '@mantine/core';
import { useState } from 'react';

import { ChangePasswordForm } from '../../app/auth/change-password-form';
import { TwoFactorSection } from '../two-factor/two-factor-section';
import { ActiveSessions } from './active-sessions';

export function SecurityPanel() {
  // A changed password signs out the other sessions: the list reloads.
  const [sessionsReloadKey, setSessionsReloadKey] = useState(0);
  return (
    <Stack gap="lg">
      <ChangePasswordForm onChanged={() => setSessionsReloadKey((key) => key + 1)} />
      <TwoFactorSection />
      <ActiveSessions reloadKey={sessionsReloadKey} />
    </Stack>
  );
}
