import type { FormRefusal } from '@hotelvoice/api/contracts/web-forms';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { refusalError } from '../lib/form-refusal.ts';

/** What the page's action answers: the address the link went to, or the refusal and what was typed. */
export type ForgotPasswordActionData =
  { ok: true; email: string } | { ok?: undefined; refusal: FormRefusal; email: string };

/**
 * Asks for a reset link; the answer is the same whether or not the address has an account. It
 * posts to the page's action (decision 082), with or without JavaScript.
 */
export function ForgotPasswordForm() {
  const result = useActionData<ForgotPasswordActionData>();
  const busy = useNavigation().state !== 'idle';

  if (result?.ok) {
    return (
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Check your e-mail</h1>
        <p className="mt-3 text-slate-600" role="status">
          If an account uses <strong>{result.email}</strong>, we have sent it a link to choose a new password. The link
          works once, for one hour. Nothing arrived after a few minutes? Check the spam folder or ask again.
        </p>
        <p className="mt-6 text-sm">
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Back to login
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Forgot your password?</h1>
      <p className="mt-2 text-slate-600">Enter the e-mail address you sign in with and we will send you a link.</p>
      {result?.refusal ? (
        <Alert layout="banner" className="mt-6">
          {errorMessage(refusalError(result.refusal), 'We could not send the link. Try again in a minute.')}
        </Alert>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" aria-label="Forgot password">
        <TextField label="Email" type="email" name="email" autoComplete="email" required defaultValue={result?.email} />
        <Button type="submit" disabled={busy} className="w-full py-3 text-base">
          Send reset link
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </div>
  );
}
