// Spec section 2: protected routes. While the session loads a spinner shows; signed-out users go to
// /login and the requested place (path, search and hash) is kept in the navigation state, unless the
// user has just signed out. A user
// with a temporary password changes it before anything else; then a user whose organization requires
// two-factor authentication and who has not set it up sees only its set-up.
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { useAuth } from '../auth/auth-context';
import { LoadingScreen } from '../loading-screen';

/** An organization that requires two-factor authentication: its set-up comes before the app. */
const TwoFactorRequiredPage = lazy(() =>
  import('../../modules/two-factor/two-factor-required.page').then((module) => ({
    default: module.TwoFactorRequiredPage,
  })),
);
const ForcedPasswordChange = lazy(() =>
  import('../../modules/auth/forced-password-change').then((module) => ({
    default: module.ForcedPasswordChange,
  })),
);

export function RequireAuth() {
  const { status, user, signedOutReason } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') {
    // A user who signed out leaves no place behind: whoever signs in next on this computer starts on
    // their own dashboard, not on the screen of the one before (which they may not be allowed to see).
    const state = signedOutReason === 'signed_out' ? undefined : { from: location };
    return <Navigate to="/login" state={state} replace />;
  }
  if (user?.mustChangePassword) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <ForcedPasswordChange />
      </Suspense>
    );
  }
  if (user?.twoFactorSetupRequired) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <TwoFactorRequiredPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
