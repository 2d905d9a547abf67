import { apiJson } from '../../../lib/api-client.ts';

/**
 * Tells the hotel the guest opened the Google link offered on the thanks screen (a count on the
 * owner's reviews page). Best effort: a failure is logged, never shown to the guest.
 */
export function reportGoogleOpened(reviewId: string): void {
  apiJson<void>(`/api/reviews/${encodeURIComponent(reviewId)}/google-opened`, { method: 'POST' }).catch(
    (error: unknown) => console.error('Could not report the Google link opened', error),
  );
}
