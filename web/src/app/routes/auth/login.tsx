import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { SignedOutOnly } from '../../../features/auth/components/route-guard.tsx';
import { useSignedOutNotice } from '../../signed-out-state.ts';

export default function Component() {
  const notice = useSignedOutNotice();
  return (
    <SignedOutOnly>
      <AuthShell
        welcome={{
          title: 'Welcome back',
          text: 'See every call your AI receptionist answered, read transcripts and keep your hotel details up to date.',
        }}
      >
        <LoginForm notice={notice} />
      </AuthShell>
    </SignedOutOnly>
  );
}
