import { useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useSocketEvent } from '../lib/use-socket-event.ts';
import { useSignOut } from './use-sign-out.ts';

/** A signed-in tab whose account or rights were revoked elsewhere is signed out here at once. */
export function RevokedSessionListener() {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  useSocketEvent('session:revoked', async () => {
    const inAdmin = pathname.startsWith(paths.admin.home);
    await signOut({ to: inAdmin ? paths.adminLogin : paths.login, notice: true });
  });
  return null;
}
