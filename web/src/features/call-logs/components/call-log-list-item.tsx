import type { CallLogListItem as Call } from '@hotelvoice/api/contracts';
import { formatDuration, formatTime } from '../utils/format.ts';

/** Spec §4 'Call log status': 'done' for ended, any other status raw in green. */
function StatusBadge({ status }: { status: string }) {
  return status === 'ended' ? (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">done</span>
  ) : (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">{status}</span>
  );
}

export function CallLogListItem({
  call,
  hotelName,
  selected,
  fresh,
  onSelect,
}: {
  call: Call;
  hotelName: string;
  selected: boolean;
  fresh: boolean;
  onSelect(callId: string): void;
}) {
  return (
    <button
      type="button"
      onClick={() => onSelect(call.callId)}
      aria-current={selected ? 'true' : undefined}
      data-call-id={call.callId}
      className={`w-full rounded-xl px-3 py-3 text-left transition focus-visible:outline-2 focus-visible:outline-brand-700 ${
        selected
          ? 'bg-brand-50 ring-1 ring-brand-500'
          : fresh
            ? 'bg-amber-50 ring-1 ring-amber-300'
            : 'hover:bg-slate-50'
      }`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="truncate text-sm font-semibold text-slate-900">{hotelName}</span>
        <span className="flex shrink-0 items-center gap-1.5">
          {fresh && (
            <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950">New</span>
          )}
          <StatusBadge status={call.status} />
        </span>
      </span>
      <span className="mt-1 flex items-center gap-3 text-xs text-slate-500">
        <span>{formatTime(call.startedAt)}</span>
        <span aria-hidden="true">·</span>
        <span>
          <span className="sr-only">Duration </span>
          {formatDuration(call)}
        </span>
      </span>
      {call.preview && <span className="mt-1 line-clamp-2 block text-xs text-slate-600">{call.preview}</span>}
    </button>
  );
}
