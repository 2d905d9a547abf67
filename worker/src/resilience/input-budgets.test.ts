import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runInThread } from '@hotelvoice/api/platform/sandbox/run-in-thread';
import { repoRoot } from '@hotelvoice/api/platform/paths';
import type { BudgetInput } from './input-budgets.task.ts';

/**
 * Guards against blow-ups, not benchmarks: each input runs in a thread whose heap and time are
 * several times what the worst normal input needs (docs/benchmarks.md has the measured numbers).
 * Exceeding either fails the test with the reason.
 */
// The heap is half the worker's (SANDBOX_HEAP_MB 256); the time is the worker's own
// (SANDBOX_TIMEOUT_MS 120 s): a blow-up runs for ever, while a 5 MB file on a slow, busy 2-core
// machine took over 30 s (a clean-clone run on an AMD EPYC at 2.1 GHz with two other files beside it).
const budget = { maxHeapMb: 128, timeoutMs: 120_000 };
const task = new URL('./input-budgets.task.ts', import.meta.url);
const withinBudget = (input: BudgetInput) => runInThread<BudgetInput, number>(task, input, budget);

const specUploadBytes = 5_242_880;

/** Pieces that stress sentence, word and paragraph splitting, in many scripts. */
const knowledgeUnit = fc.oneof(
  fc.constantFrom(
    '.',
    '?!',
    ' ',
    '\n',
    '\n\n',
    '\t',
    '\r\n',
    'a',
    'word ',
    'The pool opens at nine. ',
    'Mr. Smith arrives at 3 p.m. ',
    '😀',
    '👍🏽 ',
    '👨‍👩‍👧‍👦',
    'مرحبا بكم في الفندق. ',
    '\u200f\u202e',
    '酒店早餐在七点开始。',
    'e\u0301',
    '\u00a0',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
);

/**
 * A text of the spec's size limit in UTF-8, made of a few pieces repeated. Built inside the
 * property, so a failure reports the pieces, not five megabytes.
 */
function specSizedText(units: string[]): string {
  const pattern = units.join('');
  const text = pattern.repeat(Math.max(1, Math.floor(specUploadBytes / Buffer.byteLength(pattern))));
  return Buffer.from(text).subarray(0, specUploadBytes).toString('utf8');
}

/** `unit` repeated into one buffer of `size` bytes (the last copy cut). */
function repeatedTo(size: number, unit: Buffer): Buffer {
  const out = Buffer.alloc(size);
  for (let offset = 0; offset < size; offset += unit.length) unit.copy(out, offset);
  return out;
}

describe('every job that reads user- or provider-supplied data stays within its budget', () => {
  it('when a knowledge file of the spec size has any shape, then chunking stays within the budget', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(knowledgeUnit, { minLength: 1, maxLength: 5 }), async (units) => {
        expect(await withinBudget({ job: 'knowledge', text: specSizedText(units) })).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 10 },
    );
  }, 600_000);

  it('when a 2 MB transcript has thousands of turns, one huge turn or deep nesting, then parsing stays within the budget', async () => {
    const twoMb = 2 * 1024 * 1024;
    const turn = { role: 'user', content: ['Is breakfast included?'] };
    const manyTurns = Buffer.from(JSON.stringify(Array.from({ length: 40_000 }, () => turn)));
    const oneHugeTurn = Buffer.from(JSON.stringify([{ role: 'user', content: ['word '.repeat(twoMb / 5 - 10)] }]));
    const deep = Buffer.from('['.repeat(twoMb / 2) + ']'.repeat(twoMb / 2));
    const manyKeys = Buffer.from(
      JSON.stringify([Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]))]),
    );
    expect(await withinBudget({ job: 'transcript', bytes: manyTurns })).toBe(40_000);
    expect(await withinBudget({ job: 'transcript', bytes: oneHugeTurn })).toBe(1);
    // Unreadable transcripts still give a row (with the reason), within the budget.
    expect(await withinBudget({ job: 'transcript', bytes: deep })).toBe(0);
    expect(await withinBudget({ job: 'transcript', bytes: manyKeys })).toBe(0);

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ role: fc.constantFrom('user', 'assistant', 'tool'), text: fc.string() }), {
          minLength: 1,
          maxLength: 20,
        }),
        async (turns) => {
          const items = turns.map((t) => ({ role: t.role, content: [t.text] }));
          const repeated = Array.from({ length: Math.ceil(20_000 / items.length) }, () => items).flat();
          const bytes = Buffer.from(JSON.stringify(repeated));
          expect(await withinBudget({ job: 'transcript', bytes })).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 5 },
    );
  }, 300_000);

  it('when a recording is truncated, garbage or 50 MB, then measuring it stays within the budget', async () => {
    const real = fs.readFileSync(path.join(repoRoot, 'scripts/fixtures/calls/booking-en.ogg'));
    const fiftyMb = 50 * 1024 * 1024;
    // A page header claiming 255 segments of 255 bytes, repeated: the parser must not trust it.
    const page = Buffer.alloc(27 + 255);
    page.write('OggS', 0, 'latin1');
    page[26] = 255;
    page.fill(255, 27);
    const lyingPages = repeatedTo(fiftyMb, page);
    // Empty pages only: the most pages per byte.
    const empty = Buffer.alloc(27);
    empty.write('OggS', 0, 'latin1');
    const emptyPages = repeatedTo(fiftyMb, empty);
    const repeatedRecording = repeatedTo(fiftyMb, real);
    for (const bytes of [lyingPages, emptyPages, repeatedRecording]) {
      expect(typeof (await withinBudget({ job: 'recording', bytes }))).toBe('number');
    }

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: real.length }),
        fc.uint8Array({ minLength: 0, maxLength: 4096 }),
        async (cut, garbage) => {
          const bytes = Buffer.concat([real.subarray(0, cut), garbage]);
          expect(typeof (await withinBudget({ job: 'recording', bytes }))).toBe('number');
        },
      ),
      { numRuns: 10 },
    );
  }, 300_000);
});
