import { AppError } from '../../platform/errors/app-error.ts';
import type { LimitRule, RateLimits } from '../../platform/http/rate-limit.ts';

/**
 * Wrong codes at sign-in's code step count per account, apart from the password's counters: a
 * right password does not clear them (decision 080). Each try is counted before its code is
 * checked, so concurrent guesses meet the same budget; a right code clears the count. Each ticket
 * also allows only a few tries (`codeTriesPerTicket`), after which the password is asked again.
 */
export const codeStepLimits = {
  wrongCodesPerAccount: { name: 'two-step-fails-account', points: 10, durationSeconds: 3600 },
} satisfies Record<string, LimitRule>;

export function createCodeThrottle(limits: RateLimits) {
  const rule = codeStepLimits.wrongCodesPerAccount;
  return {
    async attempt<T>(userId: string, check: () => Promise<T>): Promise<T> {
      await limits.consume(rule, userId);
      let result: T;
      try {
        result = await check();
      } catch (error) {
        const reason =
          error instanceof AppError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
        if (reason !== 'wrong_code') await limits.refund(rule, userId);
        throw error;
      }
      await limits.reset(rule, userId);
      return result;
    },
  };
}
