import type { CallLogDetail } from '@hotelvoice/api/contracts';
import { endReasonOf } from '@hotelvoice/api/contracts/end-reasons';
import { OutcomeBadge } from './outcome-badge.tsx';
import { CallAnalysis } from './call-analysis.tsx';
import { SentimentMark } from './sentiment-mark.tsx';

/**
 * What the voice platform made of the call, at the top of the conversation: its summary, outcome
 * and sentiment, why the call ended or failed, and the data it collected; or that its report is
 * still on its way.
 */
export function CallSummary({ call }: { call: CallLogDetail }) {
  const facts = [
    call.callerNumber && `Caller ${call.callerNumber}`,
    call.transferred && 'Transferred',
    call.voicemail && 'Reached voicemail',
    endedLine(call),
  ].filter(Boolean);
  const hasData = call.structuredData && Object.keys(call.structuredData).length > 0;
  if (
    !call.awaitingReport &&
    !call.summary &&
    !call.outcome &&
    !call.sentiment &&
    !call.resolution &&
    !call.failureReason &&
    facts.length === 0 &&
    !hasData
  )
    return null;
  return (
    <section aria-label="Call summary" className="mt-3 flex flex-col gap-2">
      {call.awaitingReport && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" role="status">
          The voice platform is still writing up this call: its summary and outcome follow in a moment.
        </p>
      )}
      {call.status === 'failed' && call.failureReason && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{call.failureReason}</p>
      )}
      {(call.outcome || call.sentiment) && (
        <div className="flex items-center gap-2">
          <OutcomeBadge outcome={call.outcome} />
          <SentimentMark sentiment={call.sentiment} />
        </div>
      )}
      <CallAnalysis call={call} withTopics />
      {call.summary && <p className="text-sm text-slate-800">{call.summary}</p>}
      {facts.length > 0 && <p className="text-xs text-slate-500">{facts.join(' · ')}</p>}
      {hasData && (
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer font-medium">Collected data</summary>
          <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2">
            {JSON.stringify(call.structuredData, null, 2)}
          </pre>
        </details>
      )}
    </section>
  );
}

/**
 * "Ended: the caller hung up", in the one table's words; not for a call that never took place (its
 * failure reason says why) nor when Transferred or Reached voicemail already said it.
 */
function endedLine(call: CallLogDetail): string | null {
  const reason = endReasonOf(call.endReason);
  if (!reason || call.status === 'failed') return null;
  if ((reason.kind === 'transferred' && call.transferred) || (reason.kind === 'voicemail' && call.voicemail))
    return null;
  return `Ended: ${reason.words}`;
}
