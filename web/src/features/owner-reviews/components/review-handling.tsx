import { useId, useState, type FormEvent } from 'react';
import type { ReviewListItem } from '@hotelvoice/api/contracts';
import { maxHandledRating } from '@hotelvoice/api/contracts/constants';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useMarkReviewHandled } from '../api/mark-review-handled.ts';

/**
 * Under a low review: the private note of how it was handled (who, when), or a way to add one.
 * Notes stay in the dashboard; guests never see them.
 */
export function ReviewHandling({ hotelId, review }: { hotelId: string; review: ReviewListItem }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const save = useMarkReviewHandled(hotelId, review.reviewId);
  const noteId = useId();
  if (review.rating > maxHandledRating) return null;

  if (review.handling) {
    return (
      <div className="mt-1 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <p className="font-medium">{`Handled by ${review.handling.byName}, ${formatDateTime(review.handling.at)}`}</p>
        <p className="whitespace-pre-line">{review.handling.note}</p>
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start text-sm font-medium text-brand-700 hover:underline"
      >
        Mark handled
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(note, { onSuccess: () => setOpen(false) });
  };
  return (
    <form onSubmit={submit} aria-label="Mark handled" className="mt-1 flex flex-col gap-2">
      <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
        What was done? (private, only your team sees it)
      </label>
      <textarea
        id={noteId}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={2000}
        rows={3}
        required
        className="rounded-lg px-3 py-2 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
      {save.isError ? <Alert size="xs">{errorMessage(save.error, 'The note could not be saved.')}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending || note.trim() === ''}>
          {save.isPending ? 'Saving...' : 'Save note'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
