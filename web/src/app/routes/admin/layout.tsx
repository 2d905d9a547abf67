import { Outlet } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AdminSidebar } from '../../../features/admin/components/admin-sidebar.tsx';
import { useSignOut } from '../../use-sign-out.ts';
import { AdminTwoStepGate } from './two-step-gate.tsx';

export function Component() {
  const signOut = useSignOut();
  const logout = () => signOut({ to: paths.adminLogin, notice: true });

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <AdminSidebar onLogout={() => void logout()} />
      <main className="min-w-0 flex-1 p-4 sm:p-8">
        <AdminTwoStepGate>
          <Outlet />
        </AdminTwoStepGate>
      </main>
    </div>
  );
}
