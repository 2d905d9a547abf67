import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { invalidCredentialsText, loginErrorMessage } from './login-error-message.ts';

describe('loginErrorMessage', () => {
  it('when sign-in is throttled, then the page shows the wait in words as the api says it', () => {
    const throttled = new ApiError(429, 'rate_limited', 'Too many requests. Try again in 13 minutes.', {
      retryAfter: 737,
    });
    expect(loginErrorMessage(throttled)).toBe('Too many requests. Try again in 13 minutes.');
  });

  it('when the credentials are wrong, then the one credential wording shows', () => {
    const wrong = new ApiError(401, 'unauthenticated', 'Invalid login credentials', { reason: 'invalid_credentials' });
    expect(loginErrorMessage(wrong)).toBe(invalidCredentialsText);
  });
});
