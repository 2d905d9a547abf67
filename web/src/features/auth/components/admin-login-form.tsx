import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAdminSignInMutation } from '../api/sign-in.ts';
import { loginErrorMessage } from '../lib/login-error-message.ts';
import { CredentialsFields } from './credentials-fields.tsx';
import { TwoStepCodeForm } from './two-step-code-form.tsx';
import { SignedOutNotice } from './signed-out-notice.tsx';

/**
 * Spec §6 admin login. Failures are an alert (spec §8), worded like the customer login's: a wrong
 * password reads 'Invalid email or password.', a non-admin 'You do not have admin privileges'.
 */
export function AdminLoginForm({ notice }: { notice?: string | null }) {
  const navigate = useNavigate();
  const signIn = useAdminSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const ticket = signIn.data && 'twoStep' in signIn.data ? signIn.data.twoStep.ticket : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate(
      { email, password },
      {
        onSuccess: (result) => 'user' in result && navigate(paths.admin.home),
        onError: (error) => window.alert(loginErrorMessage(error)),
      },
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Login</h1>
      <p className="mt-2 text-slate-600">For the HotelVoice team only.</p>
      {notice && !signIn.isPending ? (
        <div className="mt-6">
          <SignedOutNotice>{notice}</SignedOutNotice>
        </div>
      ) : null}
      {ticket ? (
        <TwoStepCodeForm ticket={ticket} onSignedIn={() => navigate(paths.admin.home)} />
      ) : (
        <form method="post" onSubmit={submit} className="mt-6 space-y-4" aria-label="Admin Login">
          <CredentialsFields
            emailLabel="Admin Email"
            email={email}
            password={password}
            busy={signIn.isPending || signIn.isSuccess}
            onEmail={setEmail}
            onPassword={setPassword}
          />
        </form>
      )}
    </div>
  );
}
