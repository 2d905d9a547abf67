import { useLocation } from 'react-router';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { ConfirmEmail } from '../../../features/auth/components/confirm-email.tsx';
import { linkTokenOf } from '../../../features/auth/lib/link-token.ts';

export default function Component() {
  const { hash } = useLocation();
  return (
    <AuthShell welcome={{ title: 'Your new address', text: 'One click and you sign in with it from now on.' }}>
      <ConfirmEmail token={linkTokenOf(hash)} />
    </AuthShell>
  );
}
