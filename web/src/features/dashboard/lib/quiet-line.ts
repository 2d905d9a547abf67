import type { CallStats } from '@hotelvoice/api/contracts';

/** Never warn about less than an hour of quiet: a small hotel goes that long without calls. */
const minimumQuietSeconds = 3600;

/**
 * Whether the line has been quiet for longer than usual: more than twice the hotel's usual gap
 * between calls (and at least an hour). Unknown (false) without enough history.
 */
export function isQuietForLongerThanUsual(stats: CallStats, now: number): boolean {
  if (!stats.lastCallAt || stats.usualGapSeconds === null) return false;
  const silentSeconds = (now - Date.parse(stats.lastCallAt)) / 1000;
  return silentSeconds > Math.max(2 * stats.usualGapSeconds, minimumQuietSeconds);
}
