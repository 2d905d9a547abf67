import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAuthStore, useSessionCheck } from '../stores/auth-store.ts';

/** The login pages: a visitor who is already signed in goes where they belong instead. */
export function SignedOutOnly({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  useSessionCheck();
  const user = useAuthStore((s) => s.user);
  if (user && admin && user.admin) return <Navigate to={paths.admin.home} replace />;
  if (user && !admin) return <Navigate to={paths.dashboard.home} replace />;
  return <>{children}</>;
}
