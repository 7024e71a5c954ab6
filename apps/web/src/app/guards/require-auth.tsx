// Spec section 2: protected routes. While the session loads a spinner shows; signed-out users go to
// /login and the requested place (path, search and hash) is kept in the navigation state. A user whose
// organization requires two-factor authentication and who has not set it up sees only its set-up.
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

export function RequireAuth() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') return <Navigate to="/login" state={{ from: location }} replace />;
  if (user?.twoFactorSetupRequired) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <TwoFactorRequiredPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
