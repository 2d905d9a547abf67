import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { AdminLoginForm } from '../../../features/auth/components/admin-login-form.tsx';

export function Component() {
  return (
    <AuthShell
      welcome={{
        title: 'HotelVoice admin',
        text: 'Manage hotel profiles, the knowledge the assistant draws on and the prompts that shape it.',
      }}
    >
      <AdminLoginForm />
    </AuthShell>
  );
}
