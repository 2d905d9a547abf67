import { useEffect, useState } from 'react';

export const signedOutNotice = 'You have been signed out.';

/** Set by a deliberate sign-out or a revoked session, until a login page of this tab has shown it. */
let notePending = false;

/**
 * Remembers for the tab's next login page that the visitor was signed out. Kept here rather than in
 * navigation state: signing out makes the page's route guard send the visitor to the login page on
 * its own, and that redirect carries no state (with Preact it can even come after ours).
 */
export function noteSignedOut(): void {
  notePending = true;
}

/** The notice a login page shows when it was reached by signing out: read when it opens, then used up. */
export function useSignedOutNotice(): string | null {
  const [notice] = useState(() => (notePending ? signedOutNotice : null));
  useEffect(() => {
    notePending = false;
  }, []);
  return notice;
}
