import type { CallLogListItem } from '@hotelvoice/api/contracts';
import { resolutionLabels, topicLabels } from '@hotelvoice/api/contracts/call-analysis-labels';

const auto = 'auto-detected';

/**
 * What the call came to and what it was about (issue #13). Values our classifier derived are
 * labelled "auto-detected"; the voice platform's own are shown as they are.
 */
export function CallAnalysis({ call, withTopics = false }: { call: CallLogListItem; withTopics?: boolean }) {
  if (!call.resolution && call.topics.length === 0) return null;
  const topics = call.topics.filter((t) => t !== 'other');
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid="call-analysis">
      {call.resolution && (
        <span
          className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200"
          title={call.resolutionSource === 'auto' ? `Outcome (${auto})` : 'Outcome (from the voice platform)'}
        >
          {resolutionLabels[call.resolution]}
          {call.resolutionSource === 'auto' && <span className="font-normal text-sky-700"> · {auto}</span>}
        </span>
      )}
      {withTopics &&
        topics.map((topic) => (
          <span
            key={topic}
            className="rounded-full bg-slate-50 px-2 py-0.5 text-xs text-slate-700 ring-1 ring-slate-200"
          >
            {topicLabels[topic]}
          </span>
        ))}
      {withTopics && topics.length > 0 && call.topicsSource === 'auto' && (
        <span className="text-xs text-slate-500">topics {auto}</span>
      )}
      {withTopics && call.sentiment && call.sentimentSource === 'auto' && (
        <span className="text-xs text-slate-500">sentiment {auto}</span>
      )}
    </span>
  );
}
