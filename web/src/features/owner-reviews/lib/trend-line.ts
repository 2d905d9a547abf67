import type { ReviewSummary } from '@hotelvoice/api/contracts';

const reviews = (n: number) => (n === 1 ? '1 review' : `${n} reviews`);

/** The trend in one sentence: 'Last 30 days: 4.5 from 2 reviews, up 2.0 from 2.5 in the 30 days before.' */
export function trendLine({ days, current, previous }: ReviewSummary['trend']): string {
  if (current.average === null) return `No reviews in the last ${days} days.`;
  const now = `Last ${days} days: ${current.average.toFixed(1)} from ${reviews(current.count)}`;
  if (previous.average === null) return `${now}; none in the ${days} days before.`;
  // The change between the averages as shown (one decimal), so the sentence adds up on its own.
  const shown = (average: number) => Math.round(average * 10);
  const change = (shown(current.average) - shown(previous.average)) / 10;
  if (change === 0) return `${now}, the same as the ${days} days before.`;
  const direction = change > 0 ? 'up' : 'down';
  return `${now}, ${direction} ${Math.abs(change).toFixed(1)} from ${previous.average.toFixed(1)} in the ${days} days before.`;
}

/** 'Google: offered to 12 guests, 5 opened it.' */
export function googleLine({ offered, opened }: ReviewSummary['google']): string {
  if (offered === 0) return 'Google: no guest has been offered your Google page yet.';
  return `Google: offered to ${offered === 1 ? '1 guest' : `${offered} guests`}, ${opened} opened it.`;
}
