/** Navigation state that makes the login pages say why the visitor is there. */
export const signedOutState = { signedOut: true } as const;
export const signedOutNotice = 'You have been signed out.';

/** The notice a login page shows when it was reached by signing out. */
export function signedOutNoticeOf(state: unknown): string | null {
  return (state as { signedOut?: unknown } | null)?.signedOut === true ? signedOutNotice : null;
}
