import { describe, expect, it } from 'vitest';
import { initialHotelId } from './selected-hotel.ts';

const hotels = [{ id: 'first' }, { id: 'second' }, { id: 'third' }];

describe('the hotel a dashboard page opens on', () => {
  it("when the URL names one of the user's hotels, then that one, whatever is saved", () => {
    expect(initialHotelId(hotels, 'third', 'second')).toBe('third');
  });

  it("when the URL names none or another's hotel, then the saved one if it is still the user's", () => {
    expect(initialHotelId(hotels, null, 'second')).toBe('second');
    expect(initialHotelId(hotels, 'not-theirs', 'second')).toBe('second');
  });

  it('when neither is one of theirs, then the first; with no hotels, none', () => {
    expect(initialHotelId(hotels, 'not-theirs', 'unlinked')).toBe('first');
    expect(initialHotelId([], 'first', 'first')).toBeNull();
  });
});
