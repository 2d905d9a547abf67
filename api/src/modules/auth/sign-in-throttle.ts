import { tooManyRequests, type LimitRule, type RateLimits } from '../../platform/http/rate-limit.ts';

/**
 * Sign-in throttling after OWASP's authentication cheat sheet and rate-limiter-flexible's login
 * recipe. Only failures count, and a success clears its e-mail + address pair:
 * - consecutive failures per e-mail + client address: from the fifth on, the pair waits 1, 2, 4 …
 *   minutes (at most an hour) before its next try. An attacker's failures never block the owner
 *   signing in from another address.
 * - failures per client address per day: a slow guesser spreading over many e-mails stops there.
 * The customer and the admin sign-in share these counters.
 */
export const signInLimits = {
  pairFailures: { name: 'sign-in-fails-pair', points: 1_000_000, durationSeconds: 24 * 3600 },
  pairBlock: { name: 'sign-in-block-pair', points: 1, durationSeconds: 3600 },
  addressFailuresPerDay: { name: 'sign-in-fails-ip-day', points: 100, durationSeconds: 24 * 3600 },
} satisfies Record<string, LimitRule>;

export const freeFailures = 4;
const firstBlockSeconds = 60;
const longestBlockSeconds = 3600;

/** How long a pair waits after its `failures`-th consecutive failure (0: not yet). */
export function blockSecondsAfter(failures: number): number {
  if (failures <= freeFailures) return 0;
  return Math.min(firstBlockSeconds * 2 ** (failures - freeFailures - 1), longestBlockSeconds);
}

export function createSignInThrottle(limits: RateLimits) {
  const pairOf = (email: string, ip: string) => `${email}_${ip}`;

  return {
    /** Throws 429 when this address, or this e-mail from this address, must wait. */
    async assertMayTry(email: string, ip: string): Promise<void> {
      const waits = await Promise.all([
        limits.waitFor(signInLimits.pairBlock, pairOf(email, ip)),
        limits.waitFor(signInLimits.addressFailuresPerDay, ip),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw tooManyRequests(wait);
    },

    async failed(email: string, ip: string): Promise<void> {
      const [failures] = await Promise.all([
        limits.count(signInLimits.pairFailures, pairOf(email, ip)),
        limits.count(signInLimits.addressFailuresPerDay, ip),
      ]);
      const seconds = blockSecondsAfter(failures);
      if (seconds > 0) await limits.block(signInLimits.pairBlock, pairOf(email, ip), seconds);
    },

    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([
        limits.reset(signInLimits.pairFailures, pairOf(email, ip)),
        limits.reset(signInLimits.pairBlock, pairOf(email, ip)),
      ]);
    },
  };
}
