/**
 * Why a PMS request did not give an answer we can use:
 * - refused: the PMS refused the credentials (wrong key, no access to the property);
 * - rejected: the PMS understood and said no (dates in the past, no such room type);
 * - not_found: no such reservation;
 * - rate_limited: the PMS asked us to wait (`retryAfterSeconds`);
 * - unavailable: it did not answer in time, or answered with a server error;
 * - malformed: it answered something that is not what its documentation describes.
 */
export type PmsErrorKind = 'refused' | 'rejected' | 'not_found' | 'rate_limited' | 'unavailable' | 'malformed';

export class PmsError extends Error {
  constructor(
    readonly kind: PmsErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'PmsError';
  }
}
