import { Link, useSearchParams } from 'react-router';
import { useCallerThread } from '../api/get-caller-thread.ts';
import { noFilters } from '../api/call-log-filters.ts';

/** "3 earlier calls from this number"; a call without a number or without an earlier call says nothing. */
export function earlierCallsText(earlierCalls: number): string | null {
  if (earlierCalls <= 0) return null;
  return `${earlierCalls} earlier ${earlierCalls === 1 ? 'call' : 'calls'} from this number`;
}

/**
 * The caller's thread from one of their calls (decision 093): a link to the call list showing only
 * that number's calls, with this call still open. The other filters are dropped so none hides part
 * of the thread.
 */
export function CallerThreadLink({ hotelId, callId }: { hotelId: string; callId: string }) {
  const { data: thread } = useCallerThread(hotelId, callId);
  const [params] = useSearchParams();
  const text = thread && thread.callerLast4 ? earlierCallsText(thread.earlierCalls) : null;
  if (!text) return null;
  const next = new URLSearchParams(params);
  for (const name of Object.keys(noFilters)) next.delete(name);
  next.delete('turn');
  next.set('caller', callId);
  next.set('id', callId);
  return (
    <Link to={{ search: `?${next}` }} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
      {text}
    </Link>
  );
}
