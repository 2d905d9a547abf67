import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { AdminSidebar } from '../../../features/admin/components/admin-sidebar.tsx';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { closeSocket, getSocket } from '../../../lib/socket.ts';

export function Component() {
  const navigate = useNavigate();
  const signOut = useAuthStore((s) => s.signOut);

  const logout = async () => {
    await signOut();
    closeSocket();
    navigate(paths.adminLogin, { replace: true });
  };

  // An admin whose rights or account were revoked elsewhere is signed out here at once.
  useEffect(() => {
    const socket = getSocket();
    const revoked = () => void logout();
    socket.on('session:revoked', revoked);
    return () => {
      socket.off('session:revoked', revoked);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <AdminSidebar onLogout={() => void logout()} />
      <main className="min-w-0 flex-1 p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
