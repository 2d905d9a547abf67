import { useState, type FormEvent } from 'react';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLinkOwnerMutation } from '../api/link-owner.ts';
import { useUnlinkOwnerMutation } from '../api/unlink-owner.ts';

/**
 * The hotel's owner (the team's owner role): link one by e-mail while it has none, unlink them.
 * The rest of the team is `HotelTeamList`'s.
 */
export function HotelOwners({ hotel }: { hotel: HotelDetail }) {
  const [email, setEmail] = useState('');
  const link = useLinkOwnerMutation();
  const unlink = useUnlinkOwnerMutation();
  const busy = link.isPending || unlink.isPending;
  const failed = link.error ?? unlink.error;
  const done = { onSuccess: () => setEmail('') };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    unlink.reset();
    link.mutate({ hotelId: hotel.hotelId, email: email.trim() }, done);
  };

  return (
    <div className="space-y-3">
      {hotel.owners.length === 0 ? <p className="text-sm text-slate-500">No owners linked yet.</p> : null}
      <ul className="divide-y divide-slate-100" aria-label="Owners">
        {hotel.owners.map((owner) => (
          <li key={owner.userId} className="flex items-center gap-3 py-2 text-sm">
            <span className="font-medium text-slate-900">
              {owner.firstName} {owner.lastName}
            </span>
            <span className="text-slate-500">{owner.email}</span>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                link.reset();
                unlink.mutate({ hotelId: hotel.hotelId, userId: owner.userId }, done);
              }}
              className="ml-auto text-sm font-medium text-red-700 hover:underline"
              aria-label={`Unlink ${owner.email}`}
            >
              Unlink
            </button>
          </li>
        ))}
      </ul>
      {hotel.owners.length > 0 ? (
        <p className="text-xs text-slate-500">
          A hotel has one owner. Others join its team as manager or front desk: the owner invites them, or an admin
          picks the role when activating their account.
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Link owner">
          <TextField
            label="Owner e-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="min-w-64 flex-1"
          />
          <Button type="submit" disabled={busy || !email.trim()}>
            Link owner
          </Button>
        </form>
      )}
      {failed ? <Alert>{errorMessage(failed, 'Something went wrong.')}</Alert> : null}
    </div>
  );
}
