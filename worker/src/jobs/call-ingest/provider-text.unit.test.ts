import { describe, expect, it } from 'vitest';
import type { CallFacts } from '@hotelvoice/api/contracts';
import { buildCallLog } from './build-call-log.ts';
import { storedData, storedText, storedTranscript } from './provider-text.ts';

// A test card number (Visa's documented test number): passes Luhn, belongs to no one.
const card = '4111 1111 1111 1111';

describe('provider text on its way into call_logs', () => {
  it('when a provider summary holds a card number, then it comes out as [card number removed]', () => {
    const summary = `Guest booked two nights and paid with card ${card}.`;
    expect(storedText(summary)).toBe('Guest booked two nights and paid with card [card number removed].');
  });

  it('when the hotel shows the last four digits, then the summary keeps only those', () => {
    expect(storedText(`Card ${card} on file.`, { keepLast4: true })).toBe(
      'Card [card number removed, ending 1111] on file.',
    );
  });

  it('when structured data and transcript turns hold card numbers, then keys and values are redacted, other data kept', () => {
    expect(storedData({ payment: { card, nights: 2, phone: '+49 30 1234567' }, [card]: true })).toEqual({
      payment: { card: '[card number removed]', nights: 2, phone: '+49 30 1234567' },
      '[card number removed]': true,
    });
    const turns = storedTranscript([
      { role: 'user', text: `My card is ${card}`, offset: 1.5 },
      { role: 'assistant', text: 'Thank you.', offset: 4 },
    ]);
    expect(turns.map((t) => t.text)).toEqual(['My card is [card number removed]', 'Thank you.']);
  });

  it('when a call is built from provider facts, then summary, reasons and data are all redacted; NUL is dropped', () => {
    const facts: CallFacts = {
      provider: 'retell',
      status: 'failed',
      summary: `Caller read out ${card} to pay the deposit.`,
      failureReason: `Transfer failed after card ${card}`,
      endReason: 'user\0_hangup',
      structuredData: { card_number: card },
      callerNumber: '+4930123456',
    };
    const values = buildCallLog('00000000-0000-4000-8000-000000000001', 'c1_lobby_20250301_100000', {
      transcript: null,
      recording: null,
      recordingSeconds: null,
      facts,
      factPaths: [],
      providerAudio: false,
    });
    expect(values.summary).toBe('Caller read out [card number removed] to pay the deposit.');
    expect(values.failureReason).toBe('Transfer failed after card [card number removed]');
    expect(values.endReason).toBe('user_hangup');
    expect(values.structuredData).toEqual({ card_number: '[card number removed]' });
    expect(values.callerNumber).toBe('+4930123456');
  });

  it.each([
    ['the provider facts', { provider: 'vapi', callerNumber: '+4111 1111 1111 1111' } as CallFacts, null],
    ['the transcript document', null, { items: [], metadata: { caller_number: '+4111111111111111' } }],
  ])('when the caller number in %s is a card number, then the row holds it removed', (_what, facts, document) => {
    const values = buildCallLog('00000000-0000-4000-8000-000000000001', 'c1_lobby_20250301_100000', {
      transcript: document && {
        path: 'hotels/00000000-0000-4000-8000-000000000001/transcripts/c1_lobby_20250301_100000.json',
        size: 1,
        createdAt: new Date(),
        contentType: 'application/json',
        bytes: Buffer.from(JSON.stringify(document)),
      },
      recording: null,
      recordingSeconds: null,
      facts,
      factPaths: [],
      providerAudio: false,
    });
    expect(values.callerNumber).toBe('[card number removed]');
  });
});
