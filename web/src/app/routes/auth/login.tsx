import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';

export function Component() {
  return (
    <AuthShell
      welcome={{
        title: 'Welcome back',
        text: 'See every call your AI receptionist answered, read transcripts and keep your hotel details up to date.',
      }}
    >
      <LoginForm />
    </AuthShell>
  );
}
