import type { PmsToolCall } from '@hotelvoice/api/contracts';
import { useCallToolCalls } from '../api/get-call-tool-calls.ts';

const toolLabels: Record<string, string> = {
  check_availability: 'Checked availability',
  find_reservation: 'Looked up a reservation',
  create_reservation: 'Made a reservation',
  change_reservation_dates: 'Changed reservation dates',
  cancel_reservation: 'Cancelled a reservation',
};

const outcomeStyles: Record<PmsToolCall['outcome'], string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  not_found: 'bg-slate-50 text-slate-700 ring-slate-200',
  invalid: 'bg-amber-50 text-amber-800 ring-amber-200',
  refused: 'bg-red-50 text-red-800 ring-red-200',
  unavailable: 'bg-red-50 text-red-800 ring-red-200',
};

const outcomeLabels: Record<PmsToolCall['outcome'], string> = {
  ok: 'done',
  not_found: 'not found',
  invalid: 'refused',
  refused: 'PMS refused',
  unavailable: 'PMS unavailable',
};

/** What the agent did in the PMS during the call; nothing when it used no tool. */
export function CallToolCalls({ hotelId, callId }: { hotelId: string; callId: string }) {
  const { data: toolCalls } = useCallToolCalls(hotelId, callId);
  if (!toolCalls || toolCalls.length === 0) return null;
  return (
    <section aria-labelledby="tool-calls-title" className="mt-3">
      <h3 id="tool-calls-title" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        PMS actions
      </h3>
      <ol aria-label="PMS actions" className="mt-2 flex flex-col gap-1.5">
        {toolCalls.map((call) => (
          <li key={call.toolCallId} className="rounded-lg bg-white px-3 py-2 text-xs ring-1 ring-slate-200">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-slate-800">{toolLabels[call.tool] ?? call.tool}</span>
              <span className={`rounded-full px-2 py-0.5 ring-1 ${outcomeStyles[call.outcome]}`}>
                {outcomeLabels[call.outcome]} · {call.latencyMs} ms
              </span>
            </div>
            {call.result.say && <p className="mt-1 text-slate-600">{call.result.say}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
