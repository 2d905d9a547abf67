/** Sessions that just ended: one (`sessionId`) or every session of the user (no `sessionId`). */
export interface EndedSessions {
  userId: string;
  sessionId?: string;
  /**
   * Every session ended, but this one's page made the change (a password change, which hands the
   * page a new session): it is not told to sign out, and keeps its socket until its token expires.
   */
  changedBy?: string;
}

export type SessionsEndedListener = (ended: EndedSessions) => void;

/** What an auth adapter uses to tell the api (its open sockets) that sessions ended. */
export function createSessionEvents() {
  const listeners: SessionsEndedListener[] = [];
  return {
    listen: (listener: SessionsEndedListener) => void listeners.push(listener),
    ended: (ended: EndedSessions) => listeners.forEach((listener) => listener(ended)),
  };
}
