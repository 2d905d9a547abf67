import { memo } from 'react';
import type { CallLogSearchHit as Call } from '@hotelvoice/api/contracts';
import { paths } from '../../../config/paths.ts';
import { formatTime } from '../../../lib/date-time.ts';
import { formatCallDuration, languageName, leadLineOf } from '../lib/call-format.ts';
import { BookingMark } from './booking-mark.tsx';
import { CallStatusBadge } from './call-status-badge.tsx';
import { OutcomeBadge } from './outcome-badge.tsx';
import { CallAnalysis } from './call-analysis.tsx';
import { SearchSnippet } from './search-snippet.tsx';
import { SentimentMark } from './sentiment-mark.tsx';

/**
 * One call: what the guest wanted first, then when, how long, who called (masked) and in which language; the hotel label (spec §2) stays,
 * small, since the whole list is one hotel. A search result shows where it matched. Memoized: a
 * live event, a catch-up or a selection re-renders only the rows whose call or state changed (the
 * list keeps unchanged calls' objects; `onSelect` must keep its identity).
 */
export const CallLogListItem = memo(function CallLogListItem({
  call,
  hotelName,
  timeZone,
  selected,
  fresh,
  onSelect,
}: {
  call: Call;
  hotelName: string;
  timeZone: string;
  selected: boolean;
  fresh: boolean;
  onSelect(callId: string): void;
}) {
  const lead = leadLineOf(call);
  const live = call.status === 'in_progress';
  return (
    // A link to the call: tapped before the app owns the page, it opens the call as a plain page.
    <a
      href={paths.dashboard.callLog(call.hotelId, call.callId)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onSelect(call.callId);
      }}
      aria-current={selected ? 'true' : undefined}
      data-call-id={call.callId}
      className={`block w-full rounded-xl px-3 py-3 text-left transition focus-visible:outline-2 focus-visible:outline-brand-700 ${
        selected
          ? 'bg-brand-50 ring-1 ring-brand-500'
          : fresh
            ? 'bg-amber-50 ring-1 ring-amber-300'
            : 'hover:bg-slate-50'
      }`}
    >
      {/* The summary takes the row's width; the badges wrap under it. */}
      <span className={`line-clamp-2 text-sm font-semibold ${lead ? 'text-slate-900' : 'text-slate-500 italic'}`}>
        {lead || placeholderOf(call)}
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-1.5">
        {fresh && (
          <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950">New</span>
        )}
        <CallStatusBadge call={call} />
        <OutcomeBadge outcome={call.outcome} />
        <SentimentMark sentiment={call.sentiment} />
        <BookingMark mark={call.booking} />
      </span>
      <CallAnalysis call={call} />
      {call.snippet && <SearchSnippet snippet={call.snippet} />}
      <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
        <span>{formatTime(call.startedAt, { timeZone })}</span>
        {/* A live call's length runs in its badge; none is known yet to show here. */}
        {!live && (
          <>
            <span aria-hidden="true">·</span>
            <span>
              <span className="sr-only">Duration </span>
              {formatCallDuration(call)}
            </span>
          </>
        )}
        {call.callerNumber && (
          <>
            <span aria-hidden="true">·</span>
            <span>
              <span className="sr-only">Caller </span>
              {call.callerNumber}
            </span>
          </>
        )}
        {call.language && (
          <>
            <span aria-hidden="true">·</span>
            <span
              data-testid="call-language"
              title={call.languageSource === 'auto' ? 'Language (auto-detected)' : 'Language (from the voice platform)'}
            >
              <span className="sr-only">Language </span>
              {languageName(call.language)}
            </span>
          </>
        )}
        <span aria-hidden="true">·</span>
        <span className="truncate text-[11px] text-slate-500">{hotelName}</span>
      </span>
      {call.status === 'failed' && call.failureReason && (
        <span className="mt-1 block text-xs font-medium text-red-800">{call.failureReason}</span>
      )}
    </a>
  );
});

/** What a row without words says: a live call is still going, an ended one awaits its report or had none. */
function placeholderOf(call: Pick<Call, 'status' | 'awaitingReport'>): string {
  if (call.status === 'in_progress') return 'Call in progress';
  return call.awaitingReport ? 'Summary on its way' : 'No words from the caller';
}
