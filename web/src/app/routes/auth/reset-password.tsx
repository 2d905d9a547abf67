import { useLocation } from 'react-router';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { linkTokenOf } from '../../../features/auth/lib/link-token.ts';

export default function Component() {
  const { hash } = useLocation();
  return (
    <AuthShell welcome={{ title: 'A new password', text: 'Choose one you do not use anywhere else.' }}>
      <ResetPasswordForm token={linkTokenOf(hash)} />
    </AuthShell>
  );
}
