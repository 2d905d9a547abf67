import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import { refusalError, type SignInActionData } from '../lib/form-refusal.ts';
import { loginErrorMessage } from '../lib/login-error-message.ts';
import { CredentialsFields } from './credentials-fields.tsx';
import { TwoStepCodeForm } from './two-step-code-form.tsx';
import { SignedOutNotice } from './signed-out-notice.tsx';

/**
 * Spec §4 customer login: the server signs a missing or pending account out again and says why.
 * It posts to the login page's action (decision 082), which sends a session to the dashboard.
 */
export function LoginForm({ notice }: { notice?: string | null }) {
  const result = useActionData<SignInActionData>();
  const busy = useNavigation().state !== 'idle';
  const ticket = result?.ticket;
  const passwordRefusal = ticket ? undefined : result?.refusal;

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Login</h1>
      <p className="mt-2 text-slate-600">Sign in to your hotel dashboard.</p>
      <div className="mt-6">
        {passwordRefusal ? (
          <Alert layout="banner">{loginErrorMessage(refusalError(passwordRefusal))}</Alert>
        ) : notice ? (
          <SignedOutNotice>{notice}</SignedOutNotice>
        ) : null}
      </div>
      {ticket ? (
        <TwoStepCodeForm ticket={ticket} refusal={result.refusal} />
      ) : (
        <Form method="post" className="mt-4 space-y-4" aria-label="Login">
          <CredentialsFields emailLabel="Email" defaultEmail={result?.email} busy={busy} />
        </Form>
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
