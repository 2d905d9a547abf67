import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { isAdmin, useAuthStore, useSessionCheck } from '../stores/auth-store.ts';

/**
 * Spec §2 route guard: spinner while loading, the sign-in page when signed out (the admin login for
 * the admin area), /dashboard when admin is missing.
 */
export function RouteGuard({
  requireAdmin = false,
  signInPath = paths.login,
  children,
}: {
  requireAdmin?: boolean;
  signInPath?: string;
  children: ReactNode;
}) {
  const { user, loading } = useAuthStore();
  const admin = useAuthStore(isAdmin);
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={signInPath} replace />;
  if (requireAdmin && !admin) return <Navigate to={paths.dashboard.root} replace />;
  return <>{children}</>;
}

/** The login pages: a visitor who is already signed in goes where they belong instead. */
export function SignedOutOnly({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  useSessionCheck();
  const user = useAuthStore((s) => s.user);
  if (user && admin && user.admin) return <Navigate to={paths.admin.home} replace />;
  if (user && !admin) return <Navigate to={paths.dashboard.home} replace />;
  return <>{children}</>;
}
