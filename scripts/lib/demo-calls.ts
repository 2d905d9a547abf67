import { createStorage } from '../../api/src/platform/storage/create-storage.ts';
import type { Pool } from '../../api/src/platform/db/pool.ts';
import { callObjectPaths, type CallFacts } from '../../api/src/contracts/index.ts';
import { loadScriptedCalls, scriptedCallId, transcriptOf } from './call-fixtures.ts';
import { simulatedCallOf } from './provider-simulation.ts';

/** Repeat callers, so finding one guest's calls for erasure shows more than one (decision 016). */
const demoCallers = ['+49 30 901820', '+44 20 7946 0958', '+1 555 010 4242', '+49 30 901820'];

/** A booking where the guest reads out a card number: the worker stores it redacted. */
const cardCall = [
  { role: 'assistant', content: ['How would you like to guarantee the booking?'], offset: 0 },
  {
    role: 'user',
    content: ['With my Visa, four one one one, one one one one, one one one one, one one one one.'],
    offset: 4,
  },
  { role: 'assistant', content: ['Thank you. And the expiry date and security code?'], offset: 11 },
  { role: 'user', content: ['Twelve twenty-seven, and the code is 123.'], offset: 15 },
  { role: 'assistant', content: ['Your room is guaranteed. See you on Friday.'], offset: 20 },
];

/**
 * Drops sample calls for the demo owner's hotels straight into local storage, as a voice agent
 * writing to Supabase Storage would; the worker's pipeline turns them into call-log rows. One call
 * per hotel is 120 days old, so retention has removed its recording by the time the page is seen.
 */
export async function seedDemoCalls(
  pool: Pool,
  settings: { dataDir: string; authJwtSecret: string; publicUrl: string },
  hotelIds: string[],
): Promise<{ hotelId: string; callId: string; name: string }[]> {
  const { storage } = createStorage(settings, pool);
  const calls = loadScriptedCalls();
  // Retell's codes for who ended a conversation: the caller or, after its goodbye, the agent.
  const demoEndReasons = ['user_hangup', 'agent_hangup', 'user_hangup', 'agent_hangup', 'user_hangup'];
  const now = Date.now();
  let index = 0;
  const seeded = [];
  for (const hotelId of hotelIds) {
    for (let i = 0; i < 5; i++, index++) {
      const call = calls[index % calls.length]!;
      const hoursAgo = i === 4 ? 120 * 24 : index * 7 + 3;
      const startedAt = new Date(now - hoursAgo * 3600 * 1000);
      const callId = scriptedCallId('demo', call.room, startedAt);
      const items = i === 1 ? cardCall : JSON.parse(transcriptOf(call).toString('utf8'));
      const document = { items, metadata: { caller_number: demoCallers[i % demoCallers.length] } };
      await storage.put('calls', callObjectPaths(hotelId, callId).recording, call.recording, 'audio/ogg');
      // What a voice platform's analysis adds (summary, outcome, sentiment, caller), as a provider fact.
      const simulated = simulatedCallOf(call, hotelId, index);
      const analysis: CallFacts = {
        provider: 'retell',
        status: 'ended',
        summary: simulated.summary,
        outcome: simulated.successful ? 'success' : 'failure',
        // The simulated platform's judgement of this very conversation: a complaint is never positive.
        sentiment: (simulated.sentiment?.toLowerCase() ?? 'neutral') as CallFacts['sentiment'],
        endReason: demoEndReasons[i]!,
        transferred: false,
        voicemail: false,
        callerNumber: simulated.callerNumber,
      };
      const paths = callObjectPaths(hotelId, callId);
      await storage.put('calls', paths.facts.analysis, Buffer.from(JSON.stringify(analysis)), 'application/json');
      await storage.put('calls', paths.transcript, Buffer.from(JSON.stringify(document)), 'application/json');
      seeded.push({ hotelId, callId, name: call.name });
    }
    // A call that never connected, as the log shows one.
    const missedAt = new Date(now - (index * 7 + 1) * 3600 * 1000);
    const missed: CallFacts = {
      provider: 'retell',
      status: 'failed',
      startedAt: missedAt.toISOString(),
      endReason: 'user_hangup',
      failureReason: 'Missed: caller hung up before the agent answered',
      callerNumber: '+14155550177',
    };
    const missedPaths = callObjectPaths(hotelId, scriptedCallId('demo', 'frontdesk', missedAt));
    await storage.put('calls', missedPaths.facts.ended, Buffer.from(JSON.stringify(missed)), 'application/json');
  }
  return seeded;
}
