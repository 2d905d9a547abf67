import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignInMutation } from '../api/sign-in.ts';
import { loginErrorMessage } from '../lib/login-error-message.ts';
import { CredentialsFields } from './credentials-fields.tsx';
import { TwoStepCodeForm } from './two-step-code-form.tsx';
import { SignedOutNotice } from './signed-out-notice.tsx';

/** Spec §4 customer login: the server signs a missing or pending account out again and says why. */
export function LoginForm({ notice }: { notice?: string | null }) {
  const navigate = useNavigate();
  const signIn = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const ticket = signIn.data && 'twoStep' in signIn.data ? signIn.data.twoStep.ticket : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate({ email, password }, { onSuccess: (result) => 'user' in result && navigate(paths.dashboard.home) });
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Login</h1>
      <p className="mt-2 text-slate-600">Sign in to your hotel dashboard.</p>
      <div className="mt-6">
        {signIn.error ? (
          <Alert layout="banner">{loginErrorMessage(signIn.error)}</Alert>
        ) : notice ? (
          <SignedOutNotice>{notice}</SignedOutNotice>
        ) : null}
      </div>
      {ticket ? (
        <TwoStepCodeForm ticket={ticket} onSignedIn={() => navigate(paths.dashboard.home)} />
      ) : (
        <form method="post" onSubmit={submit} className="mt-4 space-y-4" aria-label="Login">
          <CredentialsFields
            emailLabel="Email"
            email={email}
            password={password}
            busy={signIn.isPending || signIn.isSuccess}
            onEmail={setEmail}
            onPassword={setPassword}
          />
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link to={paths.signup} className="font-semibold text-brand-700 hover:underline">
          Sign up here
        </Link>
      </p>
    </div>
  );
}
