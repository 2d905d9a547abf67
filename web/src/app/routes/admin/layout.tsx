import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { AdminSidebar } from '../../../features/admin/components/admin-sidebar.tsx';
import { useSignOut } from '../../use-sign-out.ts';

export function Component() {
  const navigate = useNavigate();
  const signOut = useSignOut();

  const logout = async () => {
    await signOut();
    navigate(paths.adminLogin, { replace: true });
  };

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <AdminSidebar onLogout={() => void logout()} />
      <main className="min-w-0 flex-1 p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
