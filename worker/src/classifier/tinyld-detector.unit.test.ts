import { detect } from 'tinyld';
import { describe, expect, it } from 'vitest';
import { itemsOf, loadGapCases } from '../jobs/knowledge-gaps/gap-fixtures.ts';
import { loadLabelledCalls } from './fixtures.ts';
import { detectLanguageCode, readsTinyldDictionary } from './tinyld-detector.ts';

/** Every labelled call and turn, whole and turn by turn, and slices of them of every length up to 300. */
function texts(): string[] {
  const calls = [
    ...loadLabelledCalls().map((call) => call.turns.map((turn) => turn.text)),
    ...loadGapCases().map((gapCase) => itemsOf(gapCase).map((item) => item.text)),
  ];
  const found = calls.flatMap((turns) => [turns.join('\n'), ...turns]);
  const all = found.join(' ');
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 1000; i++) {
    const start = Math.floor(next() * all.length);
    found.push(all.slice(start, start + Math.floor(next() * 300)));
  }
  return [
    ...found,
    '',
    ' ',
    '???',
    '123 456',
    'ok',
    '日本語のテキストです',
    'Привет, как дела?',
    'مرحبا كيف حالك',
    '(hello) {world} <x>',
    'Ça va très bien, merci!',
    '😀 emoji only 😀',
  ];
}

describe('detectLanguageCode', () => {
  it("given tinyld's bundle as installed, then its dictionary is read (not the slow fallback)", () => {
    expect(readsTinyldDictionary()).toBe(true);
  });

  it("given any text of the fixtures (whole calls, turns, slices), then it says what tinyld's detect says", () => {
    const differing = texts().filter((text) => detectLanguageCode(text) !== detect(text));
    expect(differing).toEqual([]);
  });
});
