import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteHotelMutation } from '../api/delete-hotel.ts';
import { useHotel } from '../api/get-hotel.ts';

/** Admins delete a hotel with everything under it: calls, recordings, reviews, knowledge, links. */
export function DeleteHotelCard({ hotelId, onDeleted }: { hotelId: string; onDeleted(): void }) {
  const hotel = useHotel(hotelId);
  const remove = useDeleteHotelMutation();
  const [typed, setTyped] = useState('');
  const name = hotel.data?.name ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ hotelId, confirmName: typed }, { onSuccess: onDeleted });
  };
  if (!hotel.data) return null;
  return (
    <section aria-labelledby="delete-hotel-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-red-200">
      <h2 id="delete-hotel-title" className="text-lg font-semibold text-slate-900">
        Delete hotel
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Deletes {name} with every call, transcript, recording, review, knowledge file and owner link. Owners keep their
        accounts. This cannot be undone.
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={`Type ${name} to confirm`}
          className="flex-1"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" className="bg-red-700 hover:bg-red-600" disabled={remove.isPending || typed !== name}>
          {remove.isPending ? 'Deleting...' : 'Delete hotel'}
        </Button>
      </form>
      {remove.isError && <Alert className="mt-3">{errorMessage(remove.error, 'Failed to delete the hotel.')}</Alert>}
    </section>
  );
}
