import { describe, expect, it } from 'vitest';
import {
  elevenLabsCredits,
  elevenLabsEvents,
  retellEvents,
  vapiEvents,
  type SimulatedCall,
} from '../../../../scripts/lib/provider-payloads.ts';
import { callFacts } from '../../contracts/call-facts.ts';
import { mapElevenLabs, elevenLabsEvent } from './elevenlabs.ts';
import { retellCostOf, retellPartOf, vapiCostOf } from './provider-cost.ts';
import { mapRetell, retellEvent } from './retell.ts';
import { mapVapi, vapiEvent } from './vapi.ts';

const call: SimulatedCall = {
  providerCallId: 'cost-1',
  hotelId: '00000000-0000-4000-8000-000000000001',
  startedAt: new Date('2026-11-28T10:00:00.000Z'),
  durationSeconds: 120,
  callerNumber: '+14155550100',
  turns: [
    { role: 'assistant', text: 'Harbor View Hotel, how can I help?', offset: 0 },
    { role: 'user', text: 'Is breakfast included?', offset: 3.5 },
  ],
  summary: 'Breakfast question.',
  successful: true,
  reportsCost: true,
};

const costOf = (delivery: ReturnType<typeof mapRetell>) => {
  const facts = delivery?.facts?.[0]?.facts;
  // Whatever the mapper gives must pass the contract the ingest checks.
  expect(callFacts.safeParse(facts).success).toBe(true);
  return facts?.cost;
};

describe('the cost a platform reports', () => {
  it("reads Retell's call_cost in cents as dollars, on the end and on the analysis, with its parts", () => {
    const events = retellEvents(call);
    const expected = {
      amount: 0.192,
      currency: 'USD',
      parts: [
        { part: 'speech', amount: 0.14 },
        { part: 'llm', amount: 0.012 },
        { part: 'platform', amount: 0.01 },
        { part: 'telephony', amount: 0.03 },
      ],
    };
    expect(costOf(mapRetell(retellEvent.parse(events.ended)))).toEqual(expected);
    expect(costOf(mapRetell(retellEvent.parse(events.analyzed)))).toEqual(expected);
  });

  it("reads Vapi's cost and costs[] from the end-of-call report, speech being transcriber plus voice", () => {
    const cost = costOf(mapVapi(vapiEvent.parse(vapiEvents(call).report)));
    expect(cost).toEqual({
      amount: 0.249,
      currency: 'USD',
      parts: [
        { part: 'speech', amount: 0.092 },
        { part: 'llm', amount: 0.04 },
        { part: 'platform', amount: 0.1 },
        { part: 'telephony', amount: 0.017 },
      ],
    });
  });

  it("keeps ElevenLabs' metadata.cost in credits, never as money", () => {
    const cost = costOf(mapElevenLabs(elevenLabsEvent.parse(elevenLabsEvents(call).transcription)));
    expect(cost).toEqual({ amount: elevenLabsCredits(call), unit: 'credits' });
    expect(cost).not.toHaveProperty('currency');
  });

  it('gives no cost when the platform reports none, so the call shows "not reported", not 0', () => {
    const silent = { ...call, reportsCost: false };
    expect(costOf(mapRetell(retellEvent.parse(retellEvents(silent).analyzed)))).toBeUndefined();
    expect(costOf(mapVapi(vapiEvent.parse(vapiEvents(silent).report)))).toBeUndefined();
    expect(costOf(mapElevenLabs(elevenLabsEvent.parse(elevenLabsEvents(silent).transcription)))).toBeUndefined();
  });

  it('ignores unusable amounts and unnamed items rather than guessing', () => {
    expect(retellCostOf({ combined_cost: -1 })).toBeUndefined();
    expect(retellCostOf({ combined_cost: '12' })).toBeUndefined();
    expect(retellCostOf({ combined_cost: 12, product_costs: [{ cost: 5 }, { product: 'x', cost: null }] })).toEqual({
      amount: 0.12,
      currency: 'USD',
    });
    expect(vapiCostOf(Number.NaN, [])).toBeUndefined();
    expect(vapiCostOf(0.1, [{ type: 'voicemail-detection', cost: 0.01 }])).toEqual({
      amount: 0.1,
      currency: 'USD',
      parts: [{ part: 'other', amount: 0.01 }],
    });
  });

  it("names Retell's products by what they are", () => {
    expect(retellPartOf('deepgram_stt')).toBe('speech');
    expect(retellPartOf('claude_3_haiku')).toBe('llm');
    expect(retellPartOf('telnyx_telephony')).toBe('telephony');
    expect(retellPartOf('retell_platform')).toBe('platform');
    expect(retellPartOf('knowledge_base')).toBe('other');
  });
});
