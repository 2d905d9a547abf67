import { AppError } from '../../platform/errors/app-error.ts';
import { tooManyRequests, type LimitRule, type RateLimits } from '../../platform/http/rate-limit.ts';

/**
 * Password throttling after OWASP's authentication cheat sheet and rate-limiter-flexible's login
 * recipe, made to hold under concurrency (decision 080): every count is taken atomically before the
 * password is checked, never read first and written after.
 * - One check at a time per e-mail + client address: a burst of guesses for one pair is answered
 *   429 while one of them is being checked, so none passes the count before the others are counted.
 * - Consecutive failures per pair: from the fifth on, the pair waits 1, 2, 4 … minutes (at most an
 *   hour). An attacker's failures never block the owner signing in from another address.
 * - Failures per client address per day: past them the address is slowed, not banned. A pair that
 *   already failed from there waits for the day; an e-mail that has not failed from there is
 *   checked at most once every ten seconds, so a right password from a shared office network still
 *   gets in while a sprayer of made-up e-mails crawls.
 * Customer sign-in, admin sign-in, invitation acceptance and the account page's password checks
 * share these counters.
 */
export const signInLimits = {
  pairFailures: { name: 'sign-in-fails-pair', points: 1_000_000, durationSeconds: 24 * 3600 },
  pairBlock: { name: 'sign-in-block-pair', points: 1, durationSeconds: 3600 },
  /** The pair's check in progress; expires on its own if the process dies mid-check. */
  pairInFlight: { name: 'sign-in-busy-pair', points: 1, durationSeconds: 30 },
  addressFailuresPerDay: { name: 'sign-in-fails-ip-day', points: 100, durationSeconds: 24 * 3600 },
  addressSlowed: { name: 'sign-in-slow-ip', points: 1, durationSeconds: 10 },
} satisfies Record<string, LimitRule>;

export const freeFailures = 4;
const firstBlockSeconds = 60;
const longestBlockSeconds = 3600;

/** How long a pair waits after its `failures`-th consecutive failure (0: not yet). */
export function blockSecondsAfter(failures: number): number {
  if (failures <= freeFailures) return 0;
  return Math.min(firstBlockSeconds * 2 ** (failures - freeFailures - 1), longestBlockSeconds);
}

/** What a password check's error says about the password: wrong, right (refused for another reason), or nothing. */
export type PasswordVerdict = 'wrong' | 'right' | 'unknown';

/** The sign-in pages' reading: 401 is a wrong e-mail or password; 403 and 404 come after a right one. */
export function signInVerdict(error: unknown): PasswordVerdict {
  if (!(error instanceof AppError)) return 'unknown';
  if (error.code === 'unauthenticated') return 'wrong';
  return error.code === 'forbidden' || error.code === 'not_found' ? 'right' : 'unknown';
}

/** The account pages' reading: their errors name a wrong password or code by reason. */
export function reasonVerdict(...reasons: string[]) {
  return (error: unknown): PasswordVerdict => {
    const reason = error instanceof AppError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
    return reason && reasons.includes(reason) ? 'wrong' : 'unknown';
  };
}

export function createSignInThrottle(limits: RateLimits) {
  const pairOf = (email: string, ip: string) => `${email.trim().toLowerCase()}_${ip}`;
  const rules = signInLimits;

  /** Past the address' day of failures: a pair that failed here waits, a fresh one is slowed. */
  async function admitPastAddressBudget(pair: string, ip: string): Promise<void> {
    if ((await limits.consumedOf(rules.pairFailures, pair)) > 0) {
      throw tooManyRequests(await limits.waitFor(rules.addressFailuresPerDay, ip));
    }
    await limits.consume(rules.addressSlowed, ip);
  }

  /** Takes the pair's turn and counts the attempt against the address; 429 when either must wait. */
  async function begin(pair: string, ip: string): Promise<void> {
    await limits.consume(rules.pairInFlight, pair);
    try {
      const blocked = await limits.waitFor(rules.pairBlock, pair);
      if (blocked > 0) throw tooManyRequests(blocked);
      if ((await limits.count(rules.addressFailuresPerDay, ip)) > rules.addressFailuresPerDay.points) {
        try {
          await admitPastAddressBudget(pair, ip);
        } catch (error) {
          await limits.refund(rules.addressFailuresPerDay, ip);
          throw error;
        }
      }
    } catch (error) {
      await limits.reset(rules.pairInFlight, pair);
      throw error;
    }
  }

  async function finish(pair: string, ip: string, verdict: PasswordVerdict | 'passed'): Promise<void> {
    if (verdict === 'wrong') {
      const seconds = blockSecondsAfter(await limits.count(rules.pairFailures, pair));
      if (seconds > 0) await limits.block(rules.pairBlock, pair, seconds);
    } else {
      // Only failures stay counted against the address; a right password clears its pair.
      await limits.refund(rules.addressFailuresPerDay, ip);
      if (verdict !== 'unknown') {
        await Promise.all([limits.reset(rules.pairFailures, pair), limits.reset(rules.pairBlock, pair)]);
      }
    }
    await limits.reset(rules.pairInFlight, pair);
  }

  return {
    /**
     * Runs `check` (which checks the password of `email`) as one throttled attempt from `ip`:
     * refused with 429 before it runs when the pair or the address must wait; its error is read
     * by `verdictOf` to count a wrong password, or clear the pair after a right one.
     */
    async attempt<T>(
      email: string,
      ip: string,
      check: () => Promise<T>,
      verdictOf: (error: unknown) => PasswordVerdict,
    ): Promise<T> {
      const pair = pairOf(email, ip);
      await begin(pair, ip);
      let result: T;
      try {
        result = await check();
      } catch (error) {
        await finish(pair, ip, verdictOf(error));
        throw error;
      }
      await finish(pair, ip, 'passed');
      return result;
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
