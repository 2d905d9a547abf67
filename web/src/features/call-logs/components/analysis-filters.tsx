import { callResolutions, callTopics } from '@hotelvoice/api/contracts/call-vocabulary';
import { resolutionLabels, topicLabels, weekdayNames } from '@hotelvoice/api/contracts/call-analysis-labels';
import { endReasonKindLabels, endReasonKinds } from '@hotelvoice/api/contracts/end-reasons';
import type { CallLogFilters as Filters } from '../api/call-log-filters.ts';

const selectClass =
  'rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none';

/** Filters by what the call came to: outcome, sentiment, resolution, topic, how it ended, open follow-ups. */
export function AnalysisFilters({ filters, onChange }: { filters: Filters; onChange(filters: Filters): void }) {
  return (
    <>
      <label className="flex flex-col text-xs font-medium text-slate-600">
        Outcome
        <select
          value={filters.outcome}
          onChange={(event) => onChange({ ...filters, outcome: event.target.value })}
          className={selectClass}
        >
          <option value="">Any</option>
          <option value="success">Successful</option>
          <option value="failure">Unsuccessful</option>
          <option value="unknown">Unclear</option>
        </select>
      </label>
      <label className="flex flex-col text-xs font-medium text-slate-600">
        Sentiment
        <select
          value={filters.sentiment}
          onChange={(event) => onChange({ ...filters, sentiment: event.target.value })}
          className={selectClass}
        >
          <option value="">Any</option>
          <option value="positive">Positive</option>
          <option value="neutral">Neutral</option>
          <option value="negative">Negative</option>
        </select>
      </label>
      <label className="flex flex-col text-xs font-medium text-slate-600">
        What it came to
        <select
          value={filters.resolution}
          onChange={(event) => onChange({ ...filters, resolution: event.target.value })}
          className={selectClass}
        >
          <option value="">Any</option>
          {callResolutions.map((r) => (
            <option key={r} value={r}>
              {resolutionLabels[r]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs font-medium text-slate-600">
        Topic
        <select
          value={filters.topic}
          onChange={(event) => onChange({ ...filters, topic: event.target.value })}
          className={selectClass}
        >
          <option value="">Any</option>
          {callTopics.map((t) => (
            <option key={t} value={t}>
              {topicLabels[t]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs font-medium text-slate-600">
        How it ended
        <select
          value={filters.endReason}
          onChange={(event) => onChange({ ...filters, endReason: event.target.value })}
          className={selectClass}
        >
          <option value="">Any</option>
          {endReasonKinds.map((k) => (
            <option key={k} value={k}>
              {endReasonKindLabels[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-xs font-medium text-slate-600">
        <input
          type="checkbox"
          checked={filters.followUp === 'open'}
          onChange={(event) => onChange({ ...filters, followUp: event.target.checked ? 'open' : '' })}
        />
        Needs follow-up
      </label>
      {(filters.weekday || filters.hour) && (
        <p className="flex items-center gap-2 self-end pb-2 text-xs text-slate-700">
          {filters.weekday ? `${weekdayNames[Number(filters.weekday) - 1] ?? ''}s` : 'Every day'}
          {filters.hour ? ` ${filters.hour.padStart(2, '0')}:00–${filters.hour.padStart(2, '0')}:59` : ''}
          <button
            type="button"
            className="text-brand-700 underline"
            onClick={() => onChange({ ...filters, weekday: '', hour: '' })}
          >
            Any time
          </button>
        </p>
      )}
    </>
  );
}
