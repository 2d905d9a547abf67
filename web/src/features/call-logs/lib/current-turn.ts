import type { TranscriptItem } from '@hotelvoice/api/contracts';

/** The turn being spoken at `seconds`: the last one that started by then (null before the first). */
export function currentTurnAt(items: TranscriptItem[], seconds: number): number | null {
  let current: number | null = null;
  items.forEach((item, index) => {
    if (item.offset !== null && item.offset <= seconds + 0.05) current = index;
  });
  return current;
}
