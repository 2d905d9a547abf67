import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { AdminLoginForm } from '../../../features/auth/components/admin-login-form.tsx';
import { SignedOutOnly } from '../../../features/auth/components/route-guard.tsx';
import { useSignedOutNotice } from '../../signed-out-state.ts';

export default function Component() {
  const notice = useSignedOutNotice();
  return (
    <SignedOutOnly admin>
      <AuthShell
        welcome={{
          title: 'HotelVoice admin',
          text: 'Manage hotel profiles, the knowledge the assistant draws on and the prompts that shape it.',
        }}
      >
        <AdminLoginForm notice={notice} />
      </AuthShell>
    </SignedOutOnly>
  );
}
