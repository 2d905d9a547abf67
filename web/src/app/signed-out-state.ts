import { useLocation } from 'react-router';

export const signedOutNotice = 'You have been signed out.';

/** The navigation state a sign-out opens the login page with, so it says why the visitor is there. */
export const signedOutState = { signedOut: true } as const;

/** The notice a login page shows when a sign-out (deliberate or a revoked session) brought the visitor here. */
export function useSignedOutNotice(): string | null {
  const { state } = useLocation();
  return (state as { signedOut?: boolean } | null)?.signedOut ? signedOutNotice : null;
}
