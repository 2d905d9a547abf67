import type { TranscriptItem } from '@hotelvoice/api/contracts';

/**
 * Seconds into the call a turn started, or null when it carries no time: calls stored before the
 * time was kept, and platforms that send none, have turns whose offset is missing, not null.
 */
export function turnTime(item: TranscriptItem): number | null {
  const offset: unknown = item.offset;
  return typeof offset === 'number' && Number.isFinite(offset) ? offset : null;
}
