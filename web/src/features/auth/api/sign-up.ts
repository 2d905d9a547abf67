import { useMutation } from '@tanstack/react-query';
import type { SignUpBody } from '@hotelvoice/api/contracts';
import { ApiError, apiJson } from '../../../lib/api-client.ts';
import { trackSiteEvent } from '../../../lib/site-events.ts';

export const signUp = (input: SignUpBody) =>
  apiJson<{ email: string }>('/api/auth/sign-up', { method: 'POST', json: input });

/** The server's message; for a rejected field, its own message without the field-name prefix. */
function signUpErrorMessage(error: unknown): string {
  if (error instanceof ApiError && Array.isArray(error.details)) {
    const first = (error.details as { message?: unknown }[])[0]?.message;
    if (typeof first === 'string' && first) return first;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Spec §2 sign-up: server errors (short password, e-mail in use) reach the user as an alert. */
export function useSignUpMutation() {
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => trackSiteEvent('signup_completed'),
    onError: (error) => window.alert(signUpErrorMessage(error)),
  });
}
