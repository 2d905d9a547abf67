import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TranscriptItem } from '../contracts/call-logs.ts';
import { webhookBodyLimitBytes } from '../modules/webhooks/webhook-door.ts';
import { runInThread } from '../platform/sandbox/run-in-thread.ts';
import type { BudgetInput } from './input-budgets.task.ts';

/**
 * Guards against blow-ups, not benchmarks: each input runs in a thread with a heap and a time
 * limit several times what the largest normal input needs; exceeding either fails with the reason.
 */
const budget = { maxHeapMb: 128, timeoutMs: 30_000 };
const task = new URL('./input-budgets.task.ts', import.meta.url);
const withinBudget = (input: BudgetInput) => runInThread<BudgetInput, number>(task, input, budget);

/** A webhook body as large as the api accepts, made of `turn` repeated. */
function bodyOfLimit(wrap: (turns: unknown[]) => unknown, turn: unknown): Uint8Array {
  const one = Buffer.byteLength(JSON.stringify(turn)) + 1;
  const turns = Array.from({ length: Math.floor((webhookBodyLimitBytes - 1024) / one) }, () => turn);
  return Buffer.from(JSON.stringify(wrap(turns)));
}

describe('the api parses provider payloads and renders exports within a budget', () => {
  it('when a provider webhook is as large as accepted, with many turns or one huge turn, then mapping stays within the budget', async () => {
    const hotel = { hotel_id: '00000000-0000-4000-8000-000000000000' };
    const eleven = (turns: unknown[]) => ({
      type: 'post_call_transcription',
      data: {
        conversation_id: 'c1',
        transcript: turns,
        conversation_initiation_client_data: { dynamic_variables: hotel },
      },
    });
    const retell = (turns: unknown[]) => ({
      event: 'call_ended',
      call: { call_id: 'c1', metadata: hotel, transcript_object: turns },
    });
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.integer({ min: 1, max: 3 }), async (text, shape) => {
        const manyTurns = shape === 1;
        const elevenRaw = manyTurns
          ? bodyOfLimit(eleven, { role: 'user', message: text || 'hi', time_in_call_secs: 1 })
          : bodyOfLimit(() => eleven([{ role: 'user', message: 'x'.repeat(webhookBodyLimitBytes - 2048) }]), null);
        const retellRaw = manyTurns
          ? bodyOfLimit(retell, { role: 'agent', content: text || 'hi', words: [{ start: 0.5 }] })
          : bodyOfLimit(() => retell([{ role: 'user', content: 'y'.repeat(webhookBodyLimitBytes - 2048) }]), null);
        expect(await withinBudget({ job: 'elevenlabs', raw: elevenRaw })).toBeGreaterThan(0);
        expect(await withinBudget({ job: 'retell', raw: retellRaw })).toBeGreaterThan(0);
      }),
      { numRuns: 4 },
    );
  }, 300_000);

  it('when a call of the largest transcript is exported, then its CSV line stays within the budget', async () => {
    const twoMb = 2 * 1024 * 1024;
    const turn: TranscriptItem = { role: 'user', text: '=cmd|"/C calc"!A0, "quoted", and\nnew lines', offset: 1 };
    const manyTurns = Array.from({ length: Math.floor(twoMb / 60) }, () => turn);
    const oneTurn: TranscriptItem[] = [{ role: 'assistant', text: '"'.repeat(twoMb), offset: null }];
    // Every quote doubles, so the line is at least twice the transcript.
    expect(await withinBudget({ job: 'csv', transcript: oneTurn })).toBeGreaterThan(2 * twoMb);
    expect(await withinBudget({ job: 'csv', transcript: manyTurns })).toBeGreaterThan(
      manyTurns.length * turn.text.length,
    );
  }, 120_000);
});
