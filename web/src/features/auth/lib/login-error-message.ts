import { ApiError } from '../../../lib/api-client.ts';

export const accountNotFoundText = 'User account not found.';
export const pendingActivationText =
  'Your account is pending activation. Our team will review your application and activate your account shortly.';
export const invalidCredentialsText = 'Invalid email or password.';

/** Spec §8 login catalogue: the two account states, credential errors in one wording, anything else raw. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.reason === 'account_not_found') return accountNotFoundText;
    if (error.reason === 'account_pending') return pendingActivationText;
    if (error.reason === 'invalid_credentials') return invalidCredentialsText;
  }
  const message = error instanceof Error ? error.message : String(error);
  return /auth|credential/i.test(message) ? invalidCredentialsText : message;
}
