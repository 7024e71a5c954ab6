// Admin-only content (spec section 6, design.md section 12): any of the three admin roles passes.
import { isAdminRole } from '@mars/domain/first-screen';
import type { ReactNode } from 'react';

import { useAuth } from '../auth/auth-context';
import { AccessDenied } from './access-denied';

export type RequireAdminProps = {
  children: ReactNode;
  /** What non-admins see instead; the Access Denied page by default. */
  fallback?: ReactNode;
};

export function RequireAdmin({ children, fallback = <AccessDenied /> }: RequireAdminProps) {
  const { user } = useAuth();
  return <>{isAdminRole(user?.role) ? children : fallback}</>;
}
