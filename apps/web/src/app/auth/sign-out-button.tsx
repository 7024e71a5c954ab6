// The sign-out of a screen a signed-in user must finish before the app opens (a new password, the
// two-factor set-up): a way out that needs nothing else of the app.
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

import { useAuth } from './auth-context';

export function SignOutButton({ label }: { label: string }) {
  const { signOut } = useAuth();
  return (
    <Button
      variant="subtle"
      leftSection={<IconLogout size={16} aria-hidden />}
      onClick={() => void signOut()}
    >
      {label}
    </Button>
  );
}
