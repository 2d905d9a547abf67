import { describe, expect, it } from 'vitest';
import { hotelVoiceCallId, vapiEvents, type SimulatedCall } from '../../../../scripts/lib/provider-payloads.ts';
import { liveTurnLimits } from '../../contracts/call-facts.ts';
import { replacesConversation } from '../ingest/index.ts';
import { mapVapi, vapiEvent } from './vapi.ts';
import { liveTurnsOfVapi } from './vapi-conversation.ts';

const call: SimulatedCall = {
  providerCallId: 'live-1',
  hotelId: '00000000-0000-4000-8000-000000000001',
  startedAt: new Date('2026-11-28T10:00:00.000Z'),
  durationSeconds: 30,
  callerNumber: '+14155550100',
  turns: [
    { role: 'assistant', text: 'Harbor View Hotel, how can I help?', offset: 0 },
    { role: 'user', text: 'Is breakfast included?', offset: 3.5 },
  ],
  summary: 'Breakfast question.',
  successful: true,
};
const map = (event: unknown) => mapVapi(vapiEvent.parse(event));

describe('Vapi conversation-update', () => {
  it('when Vapi sends the conversation so far, then it maps onto a live conversation fact of the spoken turns, system prompt left out', () => {
    const delivery = map(vapiEvents(call).conversationUpdates[1]);
    expect(delivery).toEqual({
      hotelId: call.hotelId,
      callId: hotelVoiceCallId('vapi', 'live-1'),
      facts: [
        {
          kind: 'conversation',
          facts: {
            provider: 'vapi',
            status: 'in_progress',
            startedAt: '2026-11-28T10:00:00.000Z',
            callerNumber: '+14155550100',
            conversation: [
              { role: 'assistant', text: 'Harbor View Hotel, how can I help?', offset: 0 },
              { role: 'user', text: 'Is breakfast included?', offset: 3.5 },
            ],
          },
        },
      ],
    });
  });

  it('when an update carries only the OpenAI-formatted history, then the turns are read from it', () => {
    const event = vapiEvents(call).conversationUpdates[1]!;
    const { messages: _left, ...message } = event.message;
    const delivery = map({ message });
    expect(delivery?.facts?.[0]?.facts.conversation).toEqual([
      { role: 'assistant', text: 'Harbor View Hotel, how can I help?' },
      { role: 'user', text: 'Is breakfast included?' },
    ]);
  });

  it('when nothing has been said yet (only the system prompt), then the update is ignored', () => {
    const event = vapiEvents(call).conversationUpdates[0]!;
    const message = { ...event.message, messages: [event.message.messages[0]], messagesOpenAIFormatted: [] };
    expect(map({ message })).toBeNull();
  });

  it('when entries are tool calls, empty or not shaped as documented, then they are left out', () => {
    expect(
      liveTurnsOfVapi(
        [
          { role: 'tool_calls', toolCalls: [] },
          { role: 'tool_call_result', result: 'ok' },
          { role: 'user', message: '   ' },
          { role: 'user', message: 42 },
          'text',
          null,
          { role: 'user', message: 'Hello?', secondsFromStart: -1 },
        ],
        [],
      ),
    ).toEqual([{ role: 'user', text: 'Hello?' }]);
  });

  it('when a conversation is longer than the bounds, then the first turns are kept, each cut', () => {
    const long = 'x'.repeat(liveTurnLimits.text + 10);
    const turns = liveTurnsOfVapi(
      Array.from({ length: liveTurnLimits.turns + 5 }, () => ({ role: 'user', message: long })),
      [],
    );
    expect(turns).toHaveLength(liveTurnLimits.turns);
    expect(turns[0]!.text).toHaveLength(liveTurnLimits.text);
  });

  it('when Vapi sends a partial or final transcript message, then it is not taken (conversation-update is)', () => {
    const message = { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hi', call: { id: 'c1' } };
    expect(map({ message })).toBeNull();
  });
});

describe('which conversation so far is kept', () => {
  const hello = { role: 'assistant' as const, text: 'Hello' };
  const question = { role: 'user' as const, text: 'Do you have parking?' };
  it('when an update with more turns comes, then it replaces the stored one; an earlier, shorter one arriving late does not', () => {
    expect(replacesConversation(undefined, [hello])).toBe(true);
    expect(replacesConversation([hello], [hello, question])).toBe(true);
    expect(replacesConversation([hello, question], [hello])).toBe(false);
  });

  it('when an update has as many turns, then the one with more words is kept, and the same one again replaces it', () => {
    const partly = { role: 'user' as const, text: 'Do you' };
    expect(replacesConversation([hello, partly], [hello, question])).toBe(true);
    expect(replacesConversation([hello, question], [hello, partly])).toBe(false);
    expect(replacesConversation([hello, question], [hello, question])).toBe(true);
  });
});
