import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';

export default function Component() {
  return (
    <AuthShell welcome={{ title: 'Locked out?', text: 'It happens. We will send a link to choose a new password.' }}>
      <ForgotPasswordForm />
    </AuthShell>
  );
}
