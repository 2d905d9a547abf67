import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { isAdmin, useAuthStore } from '../stores/auth-store.ts';

/** Spec §2 route guard: spinner while loading, /login when signed out, /dashboard when admin is missing. */
export function RouteGuard({ requireAdmin = false, children }: { requireAdmin?: boolean; children: ReactNode }) {
  const { user, loading } = useAuthStore();
  const admin = useAuthStore(isAdmin);
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={paths.login} replace />;
  if (requireAdmin && !admin) return <Navigate to={paths.dashboard.root} replace />;
  return <>{children}</>;
}
