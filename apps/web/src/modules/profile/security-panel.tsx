// Security in one place (spec section 2, issue 11): change password, two-factor authentication and
// the active sessions. The settings screen links here (settings/info-sections.tsx).
import { Stack } from '@mantine/core';
import { useState } from 'react';

import { ChangePasswordForm } from '../../app/auth/change-password-form';
import { TwoFactorSectionSlot } from '../../app/two-factor-slots';
import { ActiveSessions } from './active-sessions';

export function SecurityPanel() {
  // A changed password signs out the other sessions: the list reloads.
  const [sessionsReloadKey, setSessionsReloadKey] = useState(0);
  return (
    <Stack gap="lg">
      <ChangePasswordForm onChanged={() => setSessionsReloadKey((key) => key + 1)} />
      <TwoFactorSectionSlot />
      <ActiveSessions reloadKey={sessionsReloadKey} />
    </Stack>
  );
}
