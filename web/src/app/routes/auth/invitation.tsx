import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { paths } from '../../../config/paths.ts';
import { linkTokenOf } from '../../../features/auth/lib/link-token.ts';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { TwoStepCodeForm } from '../../../features/auth/components/two-step-code-form.tsx';
import { InvitationAcceptance } from '../../../features/team/components/invitation-acceptance.tsx';

export default function Component() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const setUser = useAuthStore((s) => s.setUser);
  // An account with two-step sign-in on: the invitation is accepted, the code step comes next.
  const [ticket, setTicket] = useState<string | null>(null);
  const toDashboard = () => navigate(paths.dashboard.home, { replace: true });
  return (
    <AuthShell
      welcome={{
        title: 'Welcome to the team',
        text: 'See every call your hotel’s AI receptionist answers, live, and follow up where a guest needs you.',
      }}
    >
      {ticket ? (
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Finish signing in</h1>
          <p className="mt-2 text-slate-600">You joined the team. Your account uses two-step sign-in.</p>
          <TwoStepCodeForm ticket={ticket} onSignedIn={toDashboard} />
        </div>
      ) : (
        <InvitationAcceptance
          token={linkTokenOf(hash)}
          onAccepted={(accepted) => {
            if ('twoStep' in accepted) {
              setTicket(accepted.twoStep.ticket);
              return;
            }
            setUser(accepted.user);
            toDashboard();
          }}
        />
      )}
    </AuthShell>
  );
}
