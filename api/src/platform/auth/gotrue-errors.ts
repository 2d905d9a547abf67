import { isAuthError, isAuthRetryableFetchError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { AppError } from '../errors/app-error.ts';
import { invalidCredentialsMessage } from './auth-port.ts';

/** GoTrue error codes (`code` with X-Supabase-Api-Version 2024-01-01) that mean "sign in again". */
const sessionGone: Record<string, string> = {
  refresh_token_not_found: 'refresh_token_not_found',
  refresh_token_already_used: 'refresh_token_reused',
  session_not_found: 'session_not_found',
  session_expired: 'session_expired',
  bad_jwt: 'invalid_token',
};

/**
 * Turns a supabase-js auth error into the product's AppError. Decisions are made on GoTrue's error
 * code, never on its message (its API reference says messages and 400/422 statuses may change).
 */
export function fromGoTrueError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!isAuthError(error)) return new AppError('internal', 'Unexpected auth provider failure.', undefined);
  if (isAuthRetryableFetchError(error)) {
    return new AppError('service_unavailable', 'The sign-in service is unreachable. Try again shortly.');
  }
  if (isAuthWeakPasswordError(error)) {
    return new AppError('validation_failed', error.message, { reason: 'weak_password', reasons: error.reasons });
  }
  const code = error.code ?? '';
  if (code === 'invalid_credentials' || error.message === invalidCredentialsMessage) {
    return new AppError('unauthenticated', invalidCredentialsMessage, { reason: 'invalid_credentials' });
  }
  if (code === 'email_exists' || code === 'user_already_exists') {
    return new AppError('conflict', 'User already registered');
  }
  if (code === 'user_banned') return new AppError('forbidden', 'User is banned', { reason: 'user_banned' });
  if (code === 'user_not_found') return new AppError('not_found', 'User not found');
  if (error.name === 'AuthSessionMissingError') {
    return new AppError('unauthenticated', 'Session ended.', { reason: 'session_not_found' });
  }
  const reason = sessionGone[code];
  if (reason) return new AppError('unauthenticated', 'Session ended. Sign in again.', { reason });
  if (code === 'over_request_rate_limit' || error.status === 429) {
    return new AppError('rate_limited', 'Too many requests to the sign-in service. Try again shortly.');
  }
  if (code === 'validation_failed' || code === 'email_address_invalid') {
    return new AppError('validation_failed', error.message);
  }
  return new AppError('internal', `Auth provider error: ${error.message}`, { code, status: error.status });
}
