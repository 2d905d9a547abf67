import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useChangeEmail } from '../api/my-account.ts';

/** The new address is used only once its e-mailed link is opened; the current one is told. */
export function ChangeEmailForm({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const change = useChangeEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ currentPassword, newEmail }, { onSuccess: () => setCurrentPassword('') });
  }

  return (
    <form onSubmit={submit} aria-label="Change e-mail address" className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        You sign in with <strong>{email}</strong>.
      </p>
      <TextField
        label="New e-mail address"
        type="email"
        required
        value={newEmail}
        onChange={(e) => setNewEmail(e.target.value)}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      {change.error ? <Alert>{errorMessage(change.error, 'The change could not be started.')}</Alert> : null}
      {change.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          We sent a link to {change.data.newEmail}. Open it to finish the change; until then you sign in with {email}.
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={change.isPending}>
          Change e-mail
        </Button>
      </div>
    </form>
  );
}
