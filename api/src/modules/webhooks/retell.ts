import { z } from 'zod';
import { callSentiments, factTextLimits, type CallFacts, type CallSentiment } from '../../contracts/call-facts.ts';
import { safeId } from '../../contracts/call-objects.ts';
import {
  callerNumberOf,
  definedOnly,
  isoOf,
  outcomeOf,
  textOf,
  transcriptOf,
  type CallDelivery,
} from './call-delivery.ts';
import { failureInWords, hungUpBeforeAnswer } from './failure-words.ts';
import { retellCostOf } from './provider-cost.ts';

const utterance = z
  .object({
    role: z.string(),
    content: z.string(),
    words: z.array(z.object({ start: z.number().optional() }).loose()).optional(),
  })
  .loose();

export const retellEvent = z.object({
  event: z.string(),
  call: z
    .object({
      call_id: z.string().min(1).max(150),
      call_status: z.string().nullish(),
      direction: z.string().nullish(),
      from_number: z.string().nullish(),
      to_number: z.string().nullish(),
      start_timestamp: z.number().nullish(),
      end_timestamp: z.number().nullish(),
      transcript_object: z.array(utterance).nullish(),
      recording_url: z.string().nullish(),
      disconnection_reason: z.string().nullish(),
      call_analysis: z
        .object({
          call_summary: z.string().nullish(),
          in_voicemail: z.boolean().nullish(),
          user_sentiment: z.string().nullish(),
          call_successful: z.boolean().nullish(),
          custom_analysis_data: z.record(z.string(), z.unknown()).nullish(),
        })
        .loose()
        .nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      retell_llm_dynamic_variables: z.record(z.string(), z.unknown()).nullish(),
      /** `combined_cost` and `product_costs[].cost` in US cents (read by retellCostOf). */
      call_cost: z.unknown().optional(),
    })
    .loose(),
});

type RetellCall = z.infer<typeof retellEvent>['call'];

/**
 * Maps Retell's call events onto a delivery (decision 015): `call_started` gives the `started`
 * fact (the call shows as live), `call_ended` the transcript and the `ended` fact, `call_analyzed`
 * the transcript and the `analysis` fact. The hotel is `metadata.hotel_id` of the call (or the
 * dynamic variable `hotel_id`), set when the call is created or the number is bound (see docs/voice-agents.md).
 */
export function mapRetell(event: z.infer<typeof retellEvent>): CallDelivery | null {
  const { call } = event;
  const hotel = call.metadata?.hotel_id ?? call.retell_llm_dynamic_variables?.hotel_id;
  const hotelId = typeof hotel === 'string' && hotel ? hotel : null;
  const callId = `retell-${safeId(call.call_id)}`;
  const caller = callerNumberOf(call.direction === 'outbound' ? call.to_number : call.from_number);
  switch (event.event) {
    case 'call_started':
      return {
        hotelId,
        callId,
        facts: [
          {
            kind: 'started',
            facts: definedOnly({
              provider: 'retell',
              status: 'in_progress',
              startedAt: isoOf(call.start_timestamp),
              callerNumber: caller,
            }),
          },
        ],
      };
    case 'call_ended':
      return {
        hotelId,
        callId,
        transcript: transcriptOfCall(call),
        facts: [{ kind: 'ended', facts: endOf(call, caller) }],
      };
    case 'call_analyzed': {
      const analysis = call.call_analysis;
      return {
        hotelId,
        callId,
        transcript: transcriptOfCall(call),
        facts: [
          {
            kind: 'analysis',
            facts: definedOnly({
              ...endOf(call, caller),
              summary: textOf(analysis?.call_summary, factTextLimits.summary),
              outcome: outcomeOf(analysis?.call_successful),
              sentiment: sentimentOf(analysis?.user_sentiment),
              voicemail: analysis?.in_voicemail ?? (call.disconnection_reason === 'voicemail_reached' || undefined),
              structuredData: analysis?.custom_analysis_data ?? undefined,
            }),
          },
        ],
      };
    }
    default:
      return null;
  }
}

function endOf(call: RetellCall, caller: string | undefined): CallFacts {
  const code = call.disconnection_reason ?? undefined;
  const turns = call.transcript_object ?? [];
  const neverConnected = call.call_status === 'not_connected' || call.call_status === 'error';
  const hungUpEarly = code === 'user_hangup' && !turns.some((t) => t.role === 'agent' && t.content.trim());
  const failure = failureInWords(code) ?? (neverConnected || hungUpEarly ? hungUpBeforeAnswer : null);
  return definedOnly({
    provider: 'retell',
    status: failure ? 'failed' : 'ended',
    failureReason: failure ?? undefined,
    startedAt: isoOf(call.start_timestamp),
    endedAt: isoOf(call.end_timestamp),
    endReason: textOf(code, factTextLimits.code),
    callerNumber: caller,
    recordingUrl: textOf(call.recording_url, 2048),
    transferred: code ? code === 'call_transfer' : undefined,
    voicemail: code === 'voicemail_reached' || undefined,
    cost: retellCostOf(call.call_cost),
  });
}

function transcriptOfCall(call: RetellCall): Buffer {
  return transcriptOf(
    (call.transcript_object ?? []).map((u) => ({
      role: u.role === 'user' ? 'user' : 'assistant',
      text: u.content,
      offset: u.words?.[0]?.start,
    })),
  );
}

function sentimentOf(value: string | null | undefined): CallSentiment | undefined {
  const lower = value?.toLowerCase();
  return callSentiments.find((s) => s === lower);
}
