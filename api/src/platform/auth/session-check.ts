import type { AuthIdentity } from './auth-port.ts';

const maxEntries = 10_000;

/**
 * Remembers, for a short while, that a session was live when GoTrue was last asked, so that not
 * every api request costs a round trip. Sign-outs through this process forget at once; one made
 * elsewhere (another replica, the Supabase dashboard) is seen within `ttlMs`.
 */
export function createSessionCheck(ttlMs: number) {
  const live = new Map<string, { userId: string; until: number; secondStepMissing: boolean }>();

  return {
    /** The session as GoTrue last described it, while that answer is fresh; otherwise null. */
    known(sessionId: string): { secondStepMissing: boolean } | null {
      const entry = live.get(sessionId);
      if (!entry) return null;
      if (entry.until > Date.now()) return { secondStepMissing: entry.secondStepMissing };
      live.delete(sessionId);
      return null;
    },

    /** `validForMs` caps the entry at the token's own remaining lifetime. */
    remember(identity: AuthIdentity, validForMs: number): void {
      const ms = Math.min(ttlMs, validForMs);
      if (ms <= 0) return;
      live.delete(identity.sessionId);
      live.set(identity.sessionId, {
        userId: identity.userId,
        until: Date.now() + ms,
        secondStepMissing: identity.secondStepMissing === true,
      });
      if (live.size > maxEntries) live.delete(live.keys().next().value as string);
    },

    forgetSession(sessionId: string): void {
      live.delete(sessionId);
    },

    forgetUser(userId: string): void {
      for (const [sessionId, entry] of live) if (entry.userId === userId) live.delete(sessionId);
    },
  };
}
