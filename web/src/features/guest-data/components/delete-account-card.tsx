import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { Card } from './card.tsx';

/** The owner deletes their own account; their hotels stay with HotelVoice. */
export function DeleteAccountCard({ email, onDeleted }: { email: string; onDeleted(): void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(typed.trim(), { onSuccess: onDeleted });
  };
  return (
    <Card
      id="delete-account-title"
      title="Delete my account"
      intro="Your sign-in and profile are deleted and you are signed out. Your hotels and their calls stay with HotelVoice until the team deletes a hotel; ask us if you want that too."
    >
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={`Type ${email} to confirm`}
          className="flex-1"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        <Button
          type="submit"
          className="bg-red-700 hover:bg-red-600"
          disabled={remove.isPending || typed.trim().toLowerCase() !== email.toLowerCase()}
        >
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </form>
      {remove.isError && <Alert className="mt-3">{errorMessage(remove.error, 'Failed to delete the account.')}</Alert>}
    </Card>
  );
}
