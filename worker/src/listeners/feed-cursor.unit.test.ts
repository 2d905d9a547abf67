import { describe, expect, it } from 'vitest';
import { createFeedCursor } from './feed-cursor.ts';

describe('feed cursor', () => {
  it('when ids arrive in order, then the cursor moves past them and waits for nothing', () => {
    const cursor = createFeedCursor(10);
    cursor.advance([11, 12, 13]);
    expect(cursor.position()).toEqual({ after: 13, holes: [] });
  });

  it('when ids are skipped, then they are asked for again until they show up', () => {
    let now = 0;
    const cursor = createFeedCursor(0, () => now);
    cursor.advance([1, 4]);
    expect(cursor.position()).toEqual({ after: 4, holes: [2, 3] });
    expect(cursor.waitingSince(2000)).toBe(true);
    now = 500;
    cursor.advance([3, 5]);
    expect(cursor.position()).toEqual({ after: 5, holes: [2] });
  });

  it('when a skipped id stays away for a minute, then it is given up (a rolled-back writer)', () => {
    let now = 0;
    const cursor = createFeedCursor(0, () => now);
    cursor.advance([2]);
    now = 3000;
    expect(cursor.waitingSince(2000)).toBe(false);
    expect(cursor.position().holes).toEqual([1]);
    now = 60_001;
    expect(cursor.position().holes).toEqual([]);
  });

  it('when the ids jump by more than a thousand, then the gap is not enumerated', () => {
    const cursor = createFeedCursor(0);
    cursor.advance([5000]);
    expect(cursor.position()).toEqual({ after: 5000, holes: [] });
  });
});
