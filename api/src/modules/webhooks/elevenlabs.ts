import { z } from 'zod';
import { factTextLimits } from '../../contracts/call-facts.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
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
import { failureInWords } from './failure-words.ts';
import { elevenLabsCostOf } from './provider-cost.ts';

/** The audio event carries the whole call as base64 MP3: about 90 minutes at 128 kbit/s fit. */
export const elevenLabsBodyLimitBytes = 120 * 1024 * 1024;

const turn = z
  .object({
    role: z.string(),
    message: z.string().nullish(),
    time_in_call_secs: z.number().nullish(),
    tool_calls: z.array(z.object({ tool_name: z.string().nullish() }).loose()).nullish(),
  })
  .loose();

const dynamicVariables = z
  .object({ dynamic_variables: z.record(z.string(), z.unknown()).nullish() })
  .loose()
  .nullish();

/** The parts of ElevenLabs' post-call events this product uses; other fields are ignored. */
export const elevenLabsEvent = z.object({
  type: z.string(),
  event_timestamp: z.number().optional(),
  data: z
    .object({
      conversation_id: z.string().min(1).max(150),
      transcript: z.array(turn).nullish(),
      full_audio: z.string().nullish(),
      failure_reason: z.string().nullish(),
      metadata: z
        .object({
          start_time_unix_secs: z.number().nullish(),
          call_duration_secs: z.number().nullish(),
          termination_reason: z.string().nullish(),
          /** The conversation's main language as ElevenLabs detected it (e.g. `de`). */
          main_language: z.string().nullish(),
          /** The conversation's cost in ElevenLabs credits (read by elevenLabsCostOf). */
          cost: z.unknown().optional(),
          phone_call: z.object({ external_number: z.string().nullish() }).loose().nullish(),
          body: z.record(z.string(), z.unknown()).nullish(),
        })
        .loose()
        .nullish(),
      analysis: z
        .object({
          transcript_summary: z.string().nullish(),
          call_successful: z.string().nullish(),
          data_collection_results: z.record(z.string(), z.object({ value: z.unknown() }).loose()).nullish(),
        })
        .loose()
        .nullish(),
      conversation_initiation_client_data: dynamicVariables,
    })
    .loose()
    .optional(),
});

type ElevenLabsEvent = z.infer<typeof elevenLabsEvent>;
type Data = NonNullable<ElevenLabsEvent['data']>;

/**
 * The characters of `full_audio`'s JSON string, as stored for the recording job (base64, decoded
 * there): the route hands the body's own bytes for a string it set aside (json-large-strings.ts).
 */
export type AudioText = (fullAudio: string) => Buffer;
const textBytes: AudioText = (fullAudio) => Buffer.from(JSON.stringify(fullAudio).slice(1, -1));

/** Strings this long are left in the body unparsed: only the audio event's base64 is ever this large. */
export const elevenLabsLargeStringBytes = 256 * 1024;

export const elevenLabsCallId = (conversationId: string) => `elevenlabs-${safeId(conversationId)}`;

/**
 * Maps ElevenLabs' post-call events onto a delivery (decision 015): the transcription event gives
 * the transcript and the `analysis` fact, the audio event the inline MP3 (it names no hotel), the
 * initiation failure an `ended` fact with status failed. The hotel is the conversation's dynamic
 * variable `hotel_id` (see docs/voice-agents.md). Null for other event types.
 */
export function mapElevenLabs(event: ElevenLabsEvent, audioText: AudioText = textBytes): CallDelivery | null {
  const { data } = event;
  if (!data) return null;
  const callId = elevenLabsCallId(data.conversation_id);
  const hotelId = hotelOf(data);
  switch (event.type) {
    case 'post_call_audio': {
      if (!data.full_audio) throw badRequest('The audio event carries no full_audio.');
      return { hotelId: null, callId, providerAudio: audioText(data.full_audio) };
    }
    case 'call_initiation_failure': {
      const code = data.failure_reason ?? 'unknown';
      const started = isoOf(event.event_timestamp, 's');
      return {
        hotelId,
        callId,
        facts: [
          {
            kind: 'ended',
            facts: definedOnly({
              provider: 'elevenlabs',
              status: 'failed',
              startedAt: started,
              endReason: textOf(code, factTextLimits.code),
              failureReason: failureInWords(code) ?? 'Failed: the call could not be started',
              callerNumber: callerNumberOf(data.metadata?.body?.From ?? data.metadata?.body?.from_number),
            }),
          },
        ],
      };
    }
    case 'post_call_transcription':
      return transcription(data, hotelId, callId, event.event_timestamp);
    default:
      return null;
  }
}

function transcription(data: Data, hotelId: string | null, callId: string, eventTimestamp?: number): CallDelivery {
  const turns = data.transcript ?? [];
  const metadata = data.metadata;
  const startSecs = metadata?.start_time_unix_secs ?? eventTimestamp;
  const duration = metadata?.call_duration_secs;
  const termination = textOf(metadata?.termination_reason, factTextLimits.code);
  const tools = turns.flatMap((t) => (t.tool_calls ?? []).map((call) => call.tool_name ?? ''));
  const collected = data.analysis?.data_collection_results;
  const variables = data.conversation_initiation_client_data?.dynamic_variables;
  return {
    hotelId,
    callId,
    transcript: transcriptOf(
      turns.map((t) => ({
        role: t.role === 'user' ? 'user' : 'assistant',
        text: typeof t.message === 'string' ? t.message : '',
        offset: t.time_in_call_secs ?? undefined,
      })),
    ),
    facts: [
      {
        kind: 'analysis',
        facts: definedOnly({
          provider: 'elevenlabs',
          status: 'ended',
          startedAt: isoOf(startSecs, 's'),
          endedAt:
            typeof startSecs === 'number' && typeof duration === 'number'
              ? isoOf(startSecs + duration, 's')
              : undefined,
          summary: textOf(data.analysis?.transcript_summary, factTextLimits.summary),
          outcome: outcomeOf(data.analysis?.call_successful),
          language: textOf(metadata?.main_language, 35),
          cost: elevenLabsCostOf(metadata?.cost),
          endReason: termination,
          transferred: tools.some((name) => name.startsWith('transfer_to')) || undefined,
          voicemail: /voicemail/i.test(termination ?? '') || tools.includes('voicemail_detection') || undefined,
          callerNumber: callerNumberOf(metadata?.phone_call?.external_number ?? variables?.system__caller_id),
          structuredData: collected
            ? Object.fromEntries(Object.entries(collected).map(([key, result]) => [key, result.value ?? null]))
            : undefined,
        }),
      },
    ],
  };
}

function hotelOf(data: Data): string | null {
  const hotel = data.conversation_initiation_client_data?.dynamic_variables?.hotel_id;
  return typeof hotel === 'string' && hotel ? hotel : null;
}
