import type { AdminDemoRequest } from '@hotelvoice/api/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useMarkDemoRequestHandledMutation } from '../api/mark-demo-request-handled.ts';
import { useLiveDemoRequests } from '../hooks/use-live-demo-requests.ts';

function RequestItem({ request }: { request: AdminDemoRequest }) {
  const mark = useMarkDemoRequestHandledMutation();
  return (
    <li
      aria-label={`${request.name}, ${request.hotel}`}
      className={`rounded-2xl border bg-white p-5 shadow-sm ${request.handledAt ? 'border-slate-200 opacity-75' : 'border-brand-500'}`}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">{request.name}</p>
        <a href={`mailto:${request.email}`} className="text-sm text-brand-700 hover:underline">
          {request.email}
        </a>
        <p className="text-sm text-slate-700">{request.hotel}</p>
        <time className="ml-auto text-xs text-slate-500" dateTime={request.createdAt}>
          {formatDateTime(request.createdAt)}
        </time>
      </div>
      <p className="mt-3 text-sm whitespace-pre-wrap text-slate-800">{request.message}</p>
      <div className="mt-3 flex items-center gap-3">
        {request.handledAt ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            Handled
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">New</span>
        )}
        <button
          type="button"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ demoRequestId: request.demoRequestId, handled: !request.handledAt })}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {request.handledAt ? 'Mark as not handled' : 'Mark handled'}
        </button>
      </div>
    </li>
  );
}

/** 'Schedule a Demo' requests, newest first; new ones appear while the page is open. */
export function DemoRequestInbox() {
  const { data, isPending, isError } = useLiveDemoRequests();
  if (isPending) return <Spinner label="Loading demo requests" />;
  if (isError) return <p className="text-sm text-red-700">Could not load the demo requests.</p>;
  if (data.length === 0) return <p className="text-sm text-slate-500">No demo requests yet.</p>;
  return (
    <ul className="space-y-3" aria-label="Demo requests">
      {data.map((request) => (
        <RequestItem key={request.demoRequestId} request={request} />
      ))}
    </ul>
  );
}
