import { useState, type FormEvent } from 'react';
import type { AccountProfile } from '@hotelvoice/api/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSaveProfile } from '../api/my-account.ts';

export function ProfileForm({ profile, onSaved }: { profile: AccountProfile; onSaved: (p: AccountProfile) => void }) {
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [phoneNumber, setPhoneNumber] = useState(profile.phoneNumber);
  const save = useSaveProfile();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ firstName, lastName, phoneNumber }, { onSuccess: onSaved });
  }

  return (
    <form onSubmit={submit} aria-label="Your details" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" required value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        <TextField label="Last name" required value={lastName} onChange={(e) => setLastName(e.target.value)} />
      </div>
      <TextField label="Phone" type="tel" value={phoneNumber} onChange={(e) => setPhoneNumber(e.target.value)} />
      {save.error ? <Alert>{errorMessage(save.error, 'Your details were not saved.')}</Alert> : null}
      {save.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          Saved.
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save details
        </Button>
      </div>
    </form>
  );
}
