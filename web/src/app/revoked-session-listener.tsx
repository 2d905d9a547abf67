import { paths } from '../config/paths.ts';
import { useSocketEvent } from '../lib/use-socket-event.ts';
import { router } from './router.tsx';
import { useSignOut } from './use-sign-out.ts';

/** A signed-in tab whose account or rights were revoked elsewhere is signed out here at once. */
export function RevokedSessionListener() {
  const signOut = useSignOut();
  useSocketEvent('session:revoked', async () => {
    const inAdmin = router.state.location.pathname.startsWith(paths.admin.home);
    await signOut({ to: inAdmin ? paths.adminLogin : paths.login, notice: true });
  });
  return null;
}
