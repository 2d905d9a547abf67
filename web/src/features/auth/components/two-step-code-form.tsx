import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTwoStepSignInMutation } from '../api/sign-in.ts';

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export function TwoStepCodeForm({ ticket, onSignedIn }: { ticket: string; onSignedIn: () => void }) {
  const [code, setCode] = useState('');
  const verify = useTwoStepSignInMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    verify.mutate({ ticket, code }, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={submit} aria-label="Two-step sign-in" className="mt-4 space-y-4">
      <p className="text-slate-600">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes.
      </p>
      {verify.error ? (
        <Alert layout="banner">{errorMessage(verify.error, 'The code could not be checked.')}</Alert>
      ) : null}
      <TextField
        label="Code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        maxLength={40}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" disabled={verify.isPending || verify.isSuccess} className="w-full">
        Verify
      </Button>
    </form>
  );
}
