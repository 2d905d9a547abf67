import { useState, type FormEvent } from 'react';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { linkOwner } from '../api/link-owner.ts';
import { unlinkOwner } from '../api/unlink-owner.ts';

/** The accounts that manage this hotel: link one by e-mail, unlink any. */
export function HotelOwners({ hotel, onChanged }: { hotel: HotelDetail; onChanged: (hotel: HotelDetail) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<HotelDetail>) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await work());
      setEmail('');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) void run(() => linkOwner(hotel.hotelId, email.trim()));
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
              onClick={() => void run(() => unlinkOwner(hotel.hotelId, owner.userId))}
              className="ml-auto text-sm font-medium text-red-700 hover:underline"
              aria-label={`Unlink ${owner.email}`}
            >
              Unlink
            </button>
          </li>
        ))}
      </ul>
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
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
