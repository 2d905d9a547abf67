import { Outlet, redirect, type ShouldRevalidateFunction } from 'react-router';
import { useAuthStoreApi } from '../../../features/auth/stores/auth-store.ts';
import { useSeed } from '../../seed.ts';
import { SignedInListeners } from '../../signed-in-listeners.tsx';
import { paths } from '../../../config/paths.ts';
import { AdminSidebar } from '../../../features/admin/components/admin-sidebar.tsx';
import { useSignOut } from '../../use-sign-out.ts';
import { AdminTwoStepGate } from './two-step-gate.tsx';
import type { Route } from './+types/layout';

/** Spec §2 route guard, on the server: the admin login when signed out, the dashboard for a non-admin. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.user();
  if (!user) throw redirect(paths.adminLogin);
  if (!user.admin) throw redirect(paths.dashboard.root);
  return { user };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && defaultShouldRevalidate;

export default function Component({ loaderData }: Route.ComponentProps) {
  const authStore = useAuthStoreApi();
  useSeed(loaderData, ({ user }) => authStore.getState().setUser(user));
  const signOut = useSignOut();
  const logout = () => signOut({ to: paths.adminLogin, notice: true });

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <AdminSidebar onLogout={() => void logout()} />
      <main className="min-w-0 flex-1 p-4 sm:p-8">
        <AdminTwoStepGate>
          <Outlet />
          <SignedInListeners />
        </AdminTwoStepGate>
      </main>
    </div>
  );
}
