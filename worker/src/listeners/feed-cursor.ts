/** How long an id skipped by the feed is still looked for (its writer may not have committed yet). */
const holeLifetimeMs = 60_000;
/** A larger jump (a sequence moved by hand) is not enumerated; reconcile covers such a gap. */
const maxHoleSpan = 1000;
/** Bounds the ids a reader asks for again; the oldest are given up first. */
const maxHoles = 10_000;

/**
 * A reader's place in the storage event feed. Identity values are handed out before commit, so a
 * transaction that commits late shows up below ids already read: such skipped ids ("holes") are
 * asked for again until they appear or are old enough to be a rollback.
 */
export function createFeedCursor(start: number, now: () => number = Date.now) {
  let after = start;
  const holes = new Map<number, number>();

  const expire = () => {
    const oldest = now() - holeLifetimeMs;
    for (const [id, seenAt] of holes) if (seenAt < oldest || holes.size > maxHoles) holes.delete(id);
  };

  return {
    position(): { after: number; holes: number[] } {
      expire();
      return { after, holes: [...holes.keys()] };
    },
    /** Records the ids just read, in ascending order. */
    advance(ids: number[]): void {
      for (const id of ids) {
        if (id <= after) {
          holes.delete(id);
          continue;
        }
        if (id - after - 1 <= maxHoleSpan) for (let hole = after + 1; hole < id; hole++) holes.set(hole, now());
        after = id;
      }
    },
    /** Whether an id was skipped within `ms`: its writer is probably about to commit. */
    waitingSince(ms: number): boolean {
      const recent = now() - ms;
      for (const seenAt of holes.values()) if (seenAt >= recent) return true;
      return false;
    },
  };
}

export type FeedCursor = ReturnType<typeof createFeedCursor>;
