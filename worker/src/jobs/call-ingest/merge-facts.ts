import { callFactKinds, type CallFactKind, type CallFacts } from '@hotelvoice/api/contracts';

/**
 * One view of what the providers said about a call. Kinds are applied in their fixed order
 * (started, ended, analysis, recording), each one's defined values over the earlier ones', so the
 * result depends on which events exist, never on the order they arrived in.
 */
export function mergeCallFacts(facts: Partial<Record<CallFactKind, CallFacts>>): CallFacts | null {
  let merged: CallFacts | null = null;
  for (const kind of callFactKinds) {
    const next = facts[kind];
    if (!next) continue;
    merged ??= { provider: next.provider };
    for (const [key, value] of Object.entries(next)) {
      // The provider is who reported the call first; the worker's own recording fact names none.
      if (key === 'provider') continue;
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}
