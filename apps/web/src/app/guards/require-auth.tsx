// Spec section 2: protected routes. While the session loads a spinner shows; signed-out users go to
// /login and the requested place (path, search and hash) is kept in the navigation state.
import { Navigate, Outlet, useLocation } from 'react-router';

import { useAuth } from '../auth/auth-context';
import { LoadingScreen } from '../loading-screen';

export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') return <Navigate to="/login" state={{ from: location }} replace />;
  return <Outlet />;
}
