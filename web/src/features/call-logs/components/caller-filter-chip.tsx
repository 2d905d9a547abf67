import { useCallerThread } from '../api/get-caller-thread.ts';

/**
 * The call list narrowed to one caller (`?caller=<callId>`, decision 093), shown by the number's
 * last 4 digits only: "Caller ···1234", with a way back to every caller.
 */
export function CallerFilterChip({ hotelId, callId, onClear }: { hotelId: string; callId: string; onClear(): void }) {
  const { data: thread } = useCallerThread(hotelId, callId);
  return (
    <p className="flex items-center gap-2 self-start rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
      <span>{thread?.callerLast4 ? `Caller ···${thread.callerLast4}` : 'One caller'}</span>
      <button type="button" className="text-brand-700 underline" onClick={onClear}>
        Any caller
      </button>
    </p>
  );
}
