import { describe, expect, it } from 'vitest';
import { meaningOf } from './number-words.ts';

describe('meaningOf', () => {
  it('when a word names a property every object has, then it is no number word', () => {
    for (const word of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'])
      expect(meaningOf(word)).toBeNull();
  });

  it('when a word is asked for again, in any case, then it means the same', () => {
    for (let round = 0; round < 2; round++) {
      expect(meaningOf('Vier')).toEqual({ kind: 'digits', digits: '4' });
      expect(meaningOf('einundzwanzig')).toEqual({ kind: 'digits', digits: '21' });
      expect(meaningOf('ventitré')).toEqual({ kind: 'digits', digits: '23' });
      expect(meaningOf('vingt')).toEqual({ kind: 'tens', digit: '2' });
      expect(meaningOf('double')).toEqual({ kind: 'repeat', times: 2 });
      expect(meaningOf('und')).toEqual({ kind: 'join' });
      expect(meaningOf('breakfast')).toBeNull();
    }
  });
});
