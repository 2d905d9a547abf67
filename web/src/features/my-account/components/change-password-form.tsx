import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useChangePassword } from '../api/my-account.ts';

/** Needs the current password; other devices are signed out, this one stays signed in. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useChangePassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Change password" className="flex flex-col gap-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters. Your other devices will be signed out."
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      {change.error ? <Alert>{errorMessage(change.error, 'The password was not changed.')}</Alert> : null}
      {change.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          Password changed. Your other devices were signed out.
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
