import { useEffect } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { refusalError, type SignInActionData } from '../lib/form-refusal.ts';
import { loginErrorMessage } from '../lib/login-error-message.ts';
import { CredentialsFields } from './credentials-fields.tsx';
import { TwoStepCodeForm } from './two-step-code-form.tsx';
import { SignedOutNotice } from './signed-out-notice.tsx';

/**
 * Spec §6 admin login. Failures are an alert (spec §8), worded like the customer login's: a wrong
 * password reads 'Invalid email or password.', a non-admin 'You do not have admin privileges'.
 * It posts to the page's action (decision 082); without JavaScript, where no alert can open, the
 * same words stand on the page.
 */
export function AdminLoginForm({ notice }: { notice?: string | null }) {
  const result = useActionData<SignInActionData>();
  const busy = useNavigation().state !== 'idle';
  const ticket = result?.ticket;
  const passwordRefusal = ticket ? undefined : result?.refusal;
  const failure = passwordRefusal ? loginErrorMessage(refusalError(passwordRefusal)) : null;

  useEffect(() => {
    if (failure) window.alert(failure);
  }, [result, failure]);

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Login</h1>
      <p className="mt-2 text-slate-600">For the HotelVoice team only.</p>
      {failure ? (
        <noscript>
          <div className="mt-6">
            <Alert layout="banner">{failure}</Alert>
          </div>
        </noscript>
      ) : null}
      {notice && !busy ? (
        <div className="mt-6">
          <SignedOutNotice>{notice}</SignedOutNotice>
        </div>
      ) : null}
      {ticket ? (
        <TwoStepCodeForm ticket={ticket} refusal={result.refusal} />
      ) : (
        <Form method="post" className="mt-6 space-y-4" aria-label="Admin Login">
          <CredentialsFields emailLabel="Admin Email" defaultEmail={result?.email} busy={busy} />
        </Form>
      )}
    </div>
  );
}
