import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import { signIn } from '../api/session.ts';
import { loginErrorMessage } from '../lib/login-error-message.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { CredentialsFields } from './credentials-fields.tsx';

/** Spec §4 customer login: the server signs a missing or pending account out again and says why. */
export function LoginForm() {
  const navigate = useNavigate();
  const setUser = useAuthStore((s) => s.setUser);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { user } = await signIn(email, password);
      setUser(user);
      navigate(paths.dashboard.home);
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Login</h1>
      <p className="mt-2 text-slate-600">Sign in to your hotel dashboard.</p>
      <div className="mt-6">{error ? <Alert layout="banner">{error}</Alert> : null}</div>
      <form onSubmit={submit} className="mt-4 space-y-4" aria-label="Login">
        <CredentialsFields
          emailLabel="Email"
          email={email}
          password={password}
          busy={busy}
          onEmail={setEmail}
          onPassword={setPassword}
        />
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link to={paths.signup} className="font-semibold text-brand-700 hover:underline">
          Sign up here
        </Link>
      </p>
    </div>
  );
}
