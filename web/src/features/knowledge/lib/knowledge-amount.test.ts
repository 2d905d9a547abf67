import { describe, expect, it } from 'vitest';
import { knowledgeAmount } from './knowledge-amount.ts';

describe('knowledgeAmount', () => {
  it('when there is one of a thing, then it is singular, else plural', () => {
    expect(knowledgeAmount(1)).toBe('1 passage');
    expect(knowledgeAmount(0)).toBe('0 passages');
    expect(knowledgeAmount(1, 1)).toBe('1 passage, 1 word');
    expect(knowledgeAmount(3, 41)).toBe('3 passages, 41 words');
  });
});
