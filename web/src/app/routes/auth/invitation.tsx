import { useLocation, useNavigate } from 'react-router-dom';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { paths } from '../../../config/paths.ts';
import { linkTokenOf } from '../../../features/auth/lib/link-token.ts';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { InvitationAcceptance } from '../../../features/team/components/invitation-acceptance.tsx';

export function Component() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const setUser = useAuthStore((s) => s.setUser);
  return (
    <AuthShell
      welcome={{
        title: 'Welcome to the team',
        text: 'See every call your hotel’s AI receptionist answers, live, and follow up where a guest needs you.',
      }}
    >
      <InvitationAcceptance
        token={linkTokenOf(hash)}
        onAccepted={(user) => {
          setUser(user);
          navigate(paths.dashboard.home, { replace: true });
        }}
      />
    </AuthShell>
  );
}
