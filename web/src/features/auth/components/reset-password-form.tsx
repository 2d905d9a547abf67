import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useResetPassword } from '../api/account-links.ts';

/** Sets a new password with the e-mailed link's token; every session of the account ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useResetPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    setMismatch(password !== repeat);
    if (password === repeat) reset.mutate({ token, password });
  }

  if (reset.isSuccess) {
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
      {!token ? (
        <Alert layout="banner" className="mt-6">
          This link is incomplete. Open the link from the e-mail again, or{' '}
          <Link to={paths.forgotPassword} className="underline">
            ask for a new one
          </Link>
          .
        </Alert>
      ) : reset.error || mismatch ? (
        <Alert layout="banner" className="mt-6">
          {mismatch
            ? 'The two passwords are not the same.'
            : errorMessage(reset.error, 'The password could not be changed.')}{' '}
          {reset.error ? (
            <Link to={paths.forgotPassword} className="underline">
              Ask for a new link
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <form onSubmit={submit} className="mt-6 space-y-4" aria-label="Choose a new password">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
        <Button type="submit" disabled={!token || reset.isPending} className="w-full py-3 text-base">
          Set new password
        </Button>
      </form>
    </div>
  );
}
