/**
 * Signed provider webhook requests shaped after each provider's documented payloads (ElevenLabs
 * post-call webhooks, Retell call events, Vapi server messages), for the simulator, the tests and
 * the benchmarks. One call's whole lifecycle: start, end, analysis, audio.
 */
import { createHmac } from 'node:crypto';

export type Provider = 'elevenlabs' | 'retell' | 'vapi';

export interface SimulatedCall {
  /** The provider's own id of the call (conversation_id, call_id, call.id). */
  providerCallId: string;
  hotelId: string;
  startedAt: Date;
  durationSeconds: number;
  callerNumber: string;
  turns: { role: 'assistant' | 'user'; text: string; offset: number }[];
  summary: string;
  successful: boolean;
  sentiment?: 'Positive' | 'Neutral' | 'Negative';
  /** The language ElevenLabs reports as the conversation's main language (`metadata.main_language`). */
  language?: string;
  /** Where the provider serves the recording (Retell, Vapi). */
  recordingUrl?: string;
  /** The recording as ElevenLabs sends it inline (MP3 bytes). */
  audio?: Buffer;
  /** A call that never connected: its provider's failure code. */
  failure?: string;
  /** The platform reports what the call cost (decision 092), priced from its duration as below. */
  reportsCost?: boolean;
}

const minutesOf = (call: SimulatedCall) => call.durationSeconds / 60;
const cents = (value: number) => Math.round(value * 100) / 100;

/** Retell's `call_cost`: every cost in US cents, per product, as its docs show. */
export function retellCallCost(call: SimulatedCall) {
  const minutes = minutesOf(call);
  const product_costs = [
    { product: 'elevenlabs_tts', unit_price: 7, cost: cents(7 * minutes) },
    { product: 'gpt_4o_mini', unit_price: 0.6, cost: cents(0.6 * minutes) },
    { product: 'retell_platform', unit_price: 0.5, cost: cents(0.5 * minutes) },
    { product: 'twilio_telephony', unit_price: 1.5, cost: cents(1.5 * minutes) },
  ];
  return {
    product_costs,
    total_duration_seconds: call.durationSeconds,
    total_duration_unit_price: 9.6,
    combined_cost: cents(product_costs.reduce((sum, item) => sum + item.cost, 0)),
  };
}

/** Vapi's end-of-call report `cost` (USD) and `costs[]` by type, as its docs show. */
export function vapiCallCosts(call: SimulatedCall) {
  const minutes = minutesOf(call);
  const usd = (value: number) => Math.round(value * 1e4) / 1e4;
  const costs = [
    { type: 'transcriber', transcriber: { provider: 'deepgram', model: 'nova-2' }, minutes, cost: usd(0.01 * minutes) },
    {
      type: 'model',
      model: { provider: 'openai', model: 'gpt-4o' },
      promptTokens: 1200,
      completionTokens: 180,
      cost: usd(0.02 * minutes),
    },
    { type: 'voice', voice: { provider: '11labs', voiceId: 'sarah' }, characters: 600, cost: usd(0.036 * minutes) },
    { type: 'vapi', subType: 'normal', minutes, cost: usd(0.05 * minutes) },
    { type: 'transport', provider: 'twilio', minutes, cost: usd(0.0085 * minutes) },
  ];
  return { cost: usd(costs.reduce((sum, item) => sum + item.cost, 0)), costs };
}

/** ElevenLabs' `metadata.cost`: the conversation's cost in credits (about 1,000 a minute on a paid plan). */
export const elevenLabsCredits = (call: SimulatedCall) => Math.round(1000 * minutesOf(call));

export interface SignedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface ProviderSecrets {
  elevenlabs: string;
  retell: string;
  vapi: string;
}

export function signElevenLabs(secret: string, body: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v0=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export function signRetell(apiKey: string, body: string, nowMs = Date.now()): string {
  return `v=${nowMs},d=${createHmac('sha256', apiKey)
    .update(body + nowMs)
    .digest('hex')}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const endOf = (call: SimulatedCall) => new Date(call.startedAt.getTime() + call.durationSeconds * 1000);

/** ElevenLabs: post_call_transcription, post_call_audio, call_initiation_failure. */
export function elevenLabsEvents(call: SimulatedCall) {
  const dynamic = { hotel_id: call.hotelId, system__caller_id: call.callerNumber };
  const transcription = {
    type: 'post_call_transcription',
    event_timestamp: seconds(endOf(call)),
    data: {
      agent_id: 'agent_hotelvoice_sim',
      conversation_id: call.providerCallId,
      status: 'done',
      transcript: call.turns.map((t) => ({
        role: t.role === 'assistant' ? 'agent' : 'user',
        message: t.text,
        time_in_call_secs: t.offset,
      })),
      metadata: {
        start_time_unix_secs: seconds(call.startedAt),
        call_duration_secs: call.durationSeconds,
        termination_reason: 'Call ended by remote party',
        ...(call.language ? { main_language: call.language } : {}),
        ...(call.reportsCost ? { cost: elevenLabsCredits(call) } : {}),
        phone_call: { direction: 'inbound', external_number: call.callerNumber, agent_number: '+15550104242' },
      },
      analysis: {
        call_successful: call.successful ? 'success' : 'failure',
        transcript_summary: call.summary,
        data_collection_results: { wants_booking: { data_collection_id: 'wants_booking', value: call.successful } },
      },
      conversation_initiation_client_data: { dynamic_variables: dynamic },
    },
  };
  const audio = call.audio && {
    type: 'post_call_audio',
    event_timestamp: seconds(endOf(call)),
    data: {
      agent_id: 'agent_hotelvoice_sim',
      conversation_id: call.providerCallId,
      full_audio: call.audio.toString('base64'),
    },
  };
  const failure = {
    type: 'call_initiation_failure',
    event_timestamp: seconds(call.startedAt),
    data: {
      agent_id: 'agent_hotelvoice_sim',
      conversation_id: call.providerCallId,
      failure_reason: call.failure ?? 'no-answer',
      metadata: { type: 'twilio', body: { From: call.callerNumber, CallStatus: call.failure ?? 'no-answer' } },
      conversation_initiation_client_data: { dynamic_variables: dynamic },
    },
  };
  return { transcription, audio, failure };
}

/** Retell: call_started, call_ended, call_analyzed. */
export function retellEvents(call: SimulatedCall) {
  const base = {
    call_type: 'phone_call',
    call_id: call.providerCallId,
    agent_id: 'agent_hotelvoice_sim',
    direction: 'inbound',
    from_number: call.callerNumber,
    to_number: '+15550104242',
    start_timestamp: call.startedAt.getTime(),
    metadata: { hotel_id: call.hotelId },
  };
  const ended = {
    ...base,
    call_status: call.failure ? 'not_connected' : 'ended',
    end_timestamp: endOf(call).getTime(),
    duration_ms: call.durationSeconds * 1000,
    transcript: call.turns.map((t) => `${t.role === 'assistant' ? 'Agent' : 'User'}: ${t.text}`).join('\n'),
    transcript_object: call.turns.map((t) => ({
      role: t.role === 'assistant' ? 'agent' : 'user',
      content: t.text,
      words: [{ word: t.text.split(' ')[0], start: t.offset, end: t.offset + 0.4 }],
    })),
    ...(call.recordingUrl ? { recording_url: call.recordingUrl } : {}),
    disconnection_reason: call.failure ?? 'user_hangup',
    ...(call.reportsCost ? { call_cost: retellCallCost(call) } : {}),
  };
  return {
    started: { event: 'call_started', call: { ...base, call_status: 'ongoing' } },
    ended: { event: 'call_ended', call: ended },
    analyzed: {
      event: 'call_analyzed',
      call: {
        ...ended,
        call_analysis: {
          call_summary: call.summary,
          in_voicemail: false,
          user_sentiment: call.sentiment ?? 'Positive',
          call_successful: call.successful,
          custom_analysis_data: { wants_booking: call.successful },
        },
      },
    },
  };
}

/**
 * Vapi sends the end-of-call-report about this long after status-update "ended" (it writes the
 * summary first); the simulator keeps that timing, so the wait between the two shows (issue #32).
 */
export const vapiReportDelayMs = 5000;

/**
 * Vapi: status-update (in-progress, ended), conversation-update (one per turn, each holding the
 * conversation so far, as Vapi sends it when the assistant's serverMessages include it) and
 * end-of-call-report server messages.
 */
export function vapiEvents(call: SimulatedCall) {
  const vapiCall = {
    id: call.providerCallId,
    orgId: 'org_hotelvoice_sim',
    type: 'inboundPhoneCall',
    startedAt: call.startedAt.toISOString(),
    customer: { number: call.callerNumber },
    assistantOverrides: { variableValues: { hotel_id: call.hotelId } },
  };
  const endedReason = call.failure ?? 'customer-ended-call';
  const system = 'You are the hotel front desk.';
  const conversationUpdates = call.turns.map((_, i) => {
    const said = call.turns.slice(0, i + 1);
    return {
      message: {
        type: 'conversation-update',
        timestamp: call.startedAt.getTime() + said[i]!.offset * 1000,
        call: vapiCall,
        messages: [
          { role: 'system', message: system, time: call.startedAt.getTime(), secondsFromStart: 0 },
          ...said.map((t) => ({
            role: t.role === 'assistant' ? 'bot' : 'user',
            message: t.text,
            time: call.startedAt.getTime() + t.offset * 1000,
            secondsFromStart: t.offset,
          })),
        ],
        messagesOpenAIFormatted: [
          { role: 'system', content: system },
          ...said.map((t) => ({ role: t.role, content: t.text })),
        ],
      },
    };
  });
  return {
    conversationUpdates,
    inProgress: {
      message: { type: 'status-update', status: 'in-progress', timestamp: call.startedAt.getTime(), call: vapiCall },
    },
    ended: {
      message: {
        type: 'status-update',
        status: 'ended',
        endedReason,
        timestamp: endOf(call).getTime(),
        call: vapiCall,
      },
    },
    report: {
      message: {
        type: 'end-of-call-report',
        timestamp: endOf(call).getTime(),
        endedReason,
        call: vapiCall,
        customer: { number: call.callerNumber },
        startedAt: call.startedAt.toISOString(),
        endedAt: endOf(call).toISOString(),
        durationSeconds: call.durationSeconds,
        ...(call.reportsCost ? vapiCallCosts(call) : {}),
        analysis: {
          summary: call.summary,
          successEvaluation: String(call.successful),
          structuredData: { wants_booking: call.successful },
        },
        artifact: {
          ...(call.recordingUrl ? { recordingUrl: call.recordingUrl } : {}),
          messages: call.turns.map((t) => ({
            role: t.role === 'assistant' ? 'bot' : 'user',
            message: t.text,
            secondsFromStart: t.offset,
          })),
        },
      },
    },
  };
}

/** One signed request for a provider event, as the provider would send it now. */
export function signedRequest(provider: Provider, secrets: ProviderSecrets, event: unknown, nowMs = Date.now()) {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (provider === 'elevenlabs') headers['elevenlabs-signature'] = signElevenLabs(secrets.elevenlabs, body, nowMs);
  if (provider === 'retell') headers['x-retell-signature'] = signRetell(secrets.retell, body, nowMs);
  if (provider === 'vapi') headers['x-vapi-secret'] = secrets.vapi;
  return { path: `/api/webhooks/${provider}`, headers, body } satisfies SignedRequest;
}

/** The events of a whole call in the order a provider sends them. */
export function lifecycleOf(provider: Provider, call: SimulatedCall): unknown[] {
  if (provider === 'elevenlabs') {
    const e = elevenLabsEvents(call);
    if (call.failure) return [e.failure];
    return [e.transcription, ...(e.audio ? [e.audio] : [])];
  }
  if (provider === 'retell') {
    const e = retellEvents(call);
    return call.failure ? [e.ended] : [e.started, e.ended, e.analyzed];
  }
  const e = vapiEvents(call);
  return call.failure ? [e.ended, e.report] : [e.inProgress, ...e.conversationUpdates, e.ended, e.report];
}

/** The call id HotelVoice gives the provider's call. */
export const hotelVoiceCallId = (provider: Provider, providerCallId: string) =>
  `${provider}-${providerCallId.replace(/[^A-Za-z0-9-]/g, '-')}`;
