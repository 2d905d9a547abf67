import type { TranscriptItem } from '@hotelvoice/api/contracts';
import { turnTime } from './turn-time.ts';

/** The turn being spoken at `seconds`: the last one that started by then (null before the first). */
export function currentTurnAt(items: TranscriptItem[], seconds: number): number | null {
  let current: number | null = null;
  items.forEach((item, index) => {
    const time = turnTime(item);
    if (time !== null && time <= seconds + 0.05) current = index;
  });
  return current;
}
