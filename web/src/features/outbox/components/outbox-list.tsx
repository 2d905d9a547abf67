import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useOutbox } from '../api/get-outbox.ts';

/** Every product e-mail, newest first; unsent ones are what SMTP would have carried. */
export function OutboxList() {
  const { data, isPending, isError } = useOutbox();
  if (isPending) return <Spinner label="Loading messages" />;
  if (isError) return <p className="text-sm text-red-700">Could not load the outbox.</p>;
  if (data.length === 0) return <p className="text-sm text-slate-500">No e-mail has been written yet.</p>;
  return (
    <ul className="space-y-3" aria-label="Messages">
      {data.map((m) => (
        <li key={m.outboxMessageId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <details>
            <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1">
              <span className="font-semibold text-slate-900">{m.subject}</span>
              <span className="text-sm text-slate-600">to {m.toAddress}</span>
              <span className="text-xs text-slate-500">{formatDateTime(m.createdAt)}</span>
              <span
                className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${
                  m.sentAt
                    ? 'bg-emerald-100 text-emerald-800'
                    : m.lastError
                      ? 'bg-red-100 text-red-800'
                      : 'bg-slate-100 text-slate-700'
                }`}
              >
                {m.sentAt ? 'Sent' : m.lastError ? 'Failed, retrying' : 'Not sent'}
              </span>
            </summary>
            <pre className="mt-3 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
              {m.textBody}
            </pre>
            {m.lastError ? <p className="mt-2 text-xs text-red-700">Last error: {m.lastError}</p> : null}
          </details>
        </li>
      ))}
    </ul>
  );
}
