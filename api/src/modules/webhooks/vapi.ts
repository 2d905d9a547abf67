import { z } from 'zod';
import { factTextLimits, type CallFacts } from '../../contracts/call-facts.ts';
import { liveTurnsOfVapi } from './vapi-conversation.ts';
import { withinWindow } from '../../platform/http/signatures.ts';
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
import { vapiCostOf } from './provider-cost.ts';

/** Vapi stamps each server message (`message.timestamp`, unix ms); older ones are refused as stale. */
export const vapiWindowSeconds = 10 * 60;

/** Stale when the message says when it was sent and that is outside the window. */
export function vapiMessageIsStale(event: z.infer<typeof vapiEvent>): boolean {
  const sent = event.message.timestamp;
  return typeof sent === 'number' && !withinWindow(sent / 1000, vapiWindowSeconds);
}

const record = z.record(z.string(), z.unknown());

const vapiCall = z
  .object({
    id: z.string().min(1).max(150),
    startedAt: z.string().nullish(),
    endedAt: z.string().nullish(),
    customer: z.object({ number: z.string().nullish() }).loose().nullish(),
    metadata: record.nullish(),
    assistantOverrides: z.object({ variableValues: record.nullish() }).loose().nullish(),
  })
  .loose();

const vapiMessage = z
  .object({
    role: z.string(),
    message: z.string().nullish(),
    secondsFromStart: z.number().nullish(),
  })
  .loose();

export const vapiEvent = z.object({
  message: z
    .object({
      type: z.string(),
      timestamp: z.number().nullish(),
      status: z.string().nullish(),
      endedReason: z.string().nullish(),
      call: vapiCall.nullish(),
      customer: z.object({ number: z.string().nullish() }).loose().nullish(),
      assistant: z.object({ metadata: record.nullish() }).loose().nullish(),
      startedAt: z.string().nullish(),
      endedAt: z.string().nullish(),
      recordingUrl: z.string().nullish(),
      /** conversation-update: the conversation so far, each entry read leniently (liveTurnsOfVapi). */
      messages: z.array(z.unknown()).nullish(),
      messagesOpenAIFormatted: z.array(z.unknown()).nullish(),
      summary: z.string().nullish(),
      /** The call's cost in USD and its itemised `costs[]` (read by vapiCostOf). */
      cost: z.unknown().optional(),
      costs: z.unknown().optional(),
      analysis: z
        .object({
          summary: z.string().nullish(),
          successEvaluation: z.unknown().optional(),
          structuredData: record.nullish(),
        })
        .loose()
        .nullish(),
      artifact: z
        .object({
          recordingUrl: z.string().nullish(),
          messages: z.array(vapiMessage).nullish(),
          recording: z
            .object({ mono: z.object({ combinedUrl: z.string().nullish() }).loose().nullish() })
            .loose()
            .nullish(),
        })
        .loose()
        .nullish(),
    })
    .loose(),
});

type VapiMessage = z.infer<typeof vapiEvent>['message'];

/** Vapi end reasons that mean the call was forwarded to a person or reached voicemail. */
const transferredReasons = new Set(['assistant-forwarded-call', 'customer-ended-call-after-warm-transfer-attempt']);

/**
 * Maps Vapi's server messages onto a delivery (decision 015): `status-update` in-progress gives
 * the `started` fact, `conversation-update` the `conversation` fact (the words so far, decision
 * 090), `status-update` ended the `ended` fact (which says a report follows), `end-of-call-report`
 * the transcript and the `analysis` fact (summary, success evaluation, structured data, the recording URL). The
 * hotel is the assistant's variable value `hotel_id`, or `hotel_id` in the call's or assistant's
 * metadata (see docs/voice-agents.md). Other messages are ignored.
 */
export function mapVapi(event: z.infer<typeof vapiEvent>): CallDelivery | null {
  const m = event.message;
  if (!m.call) return null;
  const callId = `vapi-${safeId(m.call.id)}`;
  const hotel =
    m.call.assistantOverrides?.variableValues?.hotel_id ?? m.call.metadata?.hotel_id ?? m.assistant?.metadata?.hotel_id;
  const hotelId = typeof hotel === 'string' && hotel ? hotel : null;
  const caller = callerNumberOf(m.customer?.number ?? m.call.customer?.number);
  if (m.type === 'status-update' && m.status === 'in-progress') {
    const started = definedOnly({
      provider: 'vapi',
      status: 'in_progress',
      startedAt: isoOf(m.call.startedAt) ?? isoOf(m.timestamp),
      callerNumber: caller,
    });
    return { hotelId, callId, facts: [{ kind: 'started', facts: started }] };
  }
  if (m.type === 'conversation-update') {
    const conversation = liveTurnsOfVapi(m.messages, m.messagesOpenAIFormatted);
    // Only the system prompt so far: nothing was said yet.
    if (conversation.length === 0) return null;
    // Live until an end says otherwise (a later kind): an update overtaking the start keeps the call live.
    const facts = definedOnly({
      provider: 'vapi',
      status: 'in_progress',
      startedAt: isoOf(m.call.startedAt),
      callerNumber: caller,
      conversation,
    });
    return { hotelId, callId, facts: [{ kind: 'conversation', facts }] };
  }
  if (m.type === 'status-update' && m.status === 'ended') {
    // The end-of-call-report follows (about 5 s): the call is judged on it (issue #32).
    return { hotelId, callId, facts: [{ kind: 'ended', facts: { ...endOf(m, caller, null), reportExpected: true } }] };
  }
  if (m.type === 'end-of-call-report') {
    const turns = (m.artifact?.messages ?? []).filter((t) => ['user', 'bot', 'assistant'].includes(t.role));
    const analysis = m.analysis;
    return {
      hotelId,
      callId,
      transcript: transcriptOf(
        turns.map((t) => ({
          role: t.role === 'user' ? 'user' : 'assistant',
          text: t.message ?? '',
          offset: t.secondsFromStart ?? undefined,
        })),
      ),
      facts: [
        {
          kind: 'analysis',
          facts: definedOnly({
            ...endOf(m, caller, turns),
            reportExpected: false,
            summary: textOf(analysis?.summary ?? m.summary, factTextLimits.summary),
            outcome: outcomeOf(analysis?.successEvaluation),
            structuredData: analysis?.structuredData ?? undefined,
            cost: vapiCostOf(m.cost, m.costs),
            recordingUrl: textOf(
              m.artifact?.recordingUrl ?? m.artifact?.recording?.mono?.combinedUrl ?? m.recordingUrl,
              2048,
            ),
          }),
        },
      ],
    };
  }
  return null;
}

/** `turns` null: the message does not say what was said (a status update). */
function endOf(m: VapiMessage, caller: string | undefined, turns: { role: string }[] | null): CallFacts {
  const code = m.endedReason ?? undefined;
  const botSpoke = turns?.some((t) => t.role === 'bot' || t.role === 'assistant') ?? true;
  const hungUpEarly = code === 'customer-ended-call' && !botSpoke;
  const failure = failureInWords(code) ?? (hungUpEarly ? hungUpBeforeAnswer : null);
  return definedOnly({
    provider: 'vapi',
    status: failure ? 'failed' : 'ended',
    failureReason: failure ?? undefined,
    startedAt: isoOf(m.startedAt ?? m.call?.startedAt),
    endedAt: isoOf(m.endedAt ?? m.call?.endedAt) ?? (m.type === 'status-update' ? isoOf(m.timestamp) : undefined),
    endReason: textOf(code, factTextLimits.code),
    callerNumber: caller,
    transferred: code ? transferredReasons.has(code) : undefined,
    voicemail: code === 'voicemail' || undefined,
  });
}
