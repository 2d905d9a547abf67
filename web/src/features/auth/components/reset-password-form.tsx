import type { FormRefusal } from '@hotelvoice/api/contracts/web-forms';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { refusalError } from '../lib/form-refusal.ts';

/** What the page's action answers: the new password is set, the two differed, or the api refused. */
export type ResetPasswordActionData = { ok: true; email: string } | { mismatch: true } | { refusal: FormRefusal };

function IncompleteLink() {
  return (
    <Alert layout="banner" className="mt-6">
      This link is incomplete. Open the link from the e-mail again, or{' '}
      <Link to={paths.forgotPassword} className="underline">
        ask for a new one
      </Link>
      .
    </Alert>
  );
}

/**
 * Sets a new password with the e-mailed link's token; every session of the account ends. It posts
 * to the page's action (decision 082), the token (read from the link's fragment once the page runs:
 * null before) in a hidden field.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const result = useActionData<ResetPasswordActionData>();
  const busy = useNavigation().state !== 'idle';
  const mismatch = result !== undefined && 'mismatch' in result;
  const refusal = result !== undefined && 'refusal' in result ? result.refusal : null;

  if (result && 'ok' in result) {
    return (
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Password changed</h1>
        <p className="mt-3 text-slate-600" role="status">
          Your new password is set and every device that was signed in has been signed out.
        </p>
        <p className="mt-6 text-sm">
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Sign in with your new password
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Choose a new password</h1>
      <p className="mt-2 text-slate-600">
        At least 8 characters. Every device signed in to your account will be signed out.
      </p>
      {token === null ? (
        // Without JavaScript the link's fragment cannot be read: the page says so.
        <noscript>
          <IncompleteLink />
        </noscript>
      ) : !token ? (
        <IncompleteLink />
      ) : refusal || mismatch ? (
        <Alert layout="banner" className="mt-6">
          {refusal
            ? errorMessage(refusalError(refusal), 'The password could not be changed.')
            : 'The two passwords are not the same.'}{' '}
          {refusal ? (
            <Link to={paths.forgotPassword} className="underline">
              Ask for a new link
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" aria-label="Choose a new password">
        <input type="hidden" name="token" value={token ?? ''} />
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
        />
        <TextField label="Repeat the new password" type="password" name="repeat" autoComplete="new-password" required />
        <Button type="submit" disabled={token === '' || busy} className="w-full py-3 text-base">
          Set new password
        </Button>
      </Form>
    </div>
  );
}
