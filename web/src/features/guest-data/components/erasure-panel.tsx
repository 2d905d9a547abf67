import { useState, type FormEvent } from 'react';
import type { ErasureQuery } from '@hotelvoice/api/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useEraseCaller } from '../api/erase-caller.ts';
import { useErasurePreview } from '../api/preview-erasure.ts';
import { Card } from './card.tsx';

/** A guest asks for their data to be deleted: find their calls, look at them, delete them all. */
export function ErasurePanel({ hotelId, initialCallId }: { hotelId: string; initialCallId?: string }) {
  const [input, setInput] = useState(initialCallId ?? '');
  const [query, setQuery] = useState<ErasureQuery | null>(initialCallId ? { callId: initialCallId } : null);
  const preview = useErasurePreview(hotelId, query);
  const erase = useEraseCaller(hotelId);
  const [confirming, setConfirming] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    erase.reset();
    setConfirming(false);
    setQuery(/^[+\d][\d\s()./-]*$/.test(value) ? { phone: value } : { callId: value });
  };

  const calls = preview.data?.calls ?? [];
  return (
    <Card
      id="erasure-title"
      title="Delete a caller's data"
      intro="When a guest asks for their data to be erased, find every call from their phone number (or from one of their calls), check the list, and delete it all: transcripts, recordings and search entries."
    >
      <form onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Phone number or call id"
          className="flex-1"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="+44 20 7946 0958"
          required
        />
        <Button type="submit" variant="secondary">
          Find calls
        </Button>
      </form>
      {preview.isError && <Alert className="mt-4">{errorMessage(preview.error, 'Failed to find the calls.')}</Alert>}
      {erase.isSuccess && (
        <p role="status" className="mt-4 text-sm text-green-700">
          Deleted {erase.data.erasedCalls} {erase.data.erasedCalls === 1 ? 'call' : 'calls'} and everything stored with
          them.
        </p>
      )}
      {preview.data && !erase.isSuccess && (
        <div className="mt-5">
          {calls.length === 0 ? (
            <p className="text-sm text-slate-600">No calls found.</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">
                {calls.length} {calls.length === 1 ? 'call' : 'calls'}
                {preview.data.callerNumbers.length > 0 && ` from ${preview.data.callerNumbers.join(', ')}`}:
              </p>
              <ul
                aria-label="Calls to delete"
                className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
              >
                {calls.map((call) => (
                  <li key={call.callId} className="px-3 py-2 text-sm">
                    <span className="font-medium text-slate-900">{formatDateTime(call.startedAt)}</span>
                    <span className="ml-2 text-slate-500">{call.hasRecording ? 'with recording' : 'no recording'}</span>
                    <p className="truncate text-slate-600">{call.preview || call.callId}</p>
                  </li>
                ))}
              </ul>
              {erase.isError && (
                <Alert className="mt-3">{errorMessage(erase.error, 'Failed to delete the calls.')}</Alert>
              )}
              <div className="mt-4 flex gap-3">
                {confirming ? (
                  <>
                    <Button
                      className="bg-red-700 hover:bg-red-600"
                      disabled={erase.isPending}
                      onClick={() => query && erase.mutate(query)}
                    >
                      {erase.isPending
                        ? 'Deleting...'
                        : `Yes, delete ${calls.length} ${calls.length === 1 ? 'call' : 'calls'}`}
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirming(false)}>
                      Cancel
                    </Button>
                  </>
                ) : (
                  <Button variant="secondary" onClick={() => setConfirming(true)}>
                    Delete all of these calls
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
