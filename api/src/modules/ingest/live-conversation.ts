import { callFacts, type CallFacts } from '../../contracts/call-facts.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';

type Conversation = NonNullable<CallFacts['conversation']>;

/**
 * Each of a platform's conversation updates holds everything said so far, so the fuller one is the
 * later one: more turns, or as many turns with more words (decision 090). An update that arrives
 * late, overtaken by a fuller one, changes nothing; one as full as the stored one replaces it.
 */
export function replacesConversation(stored: Conversation | undefined, next: Conversation): boolean {
  if (!stored) return true;
  if (next.length !== stored.length) return next.length > stored.length;
  return wordsOf(next) >= wordsOf(stored);
}

const wordsOf = (turns: Conversation) => turns.reduce((sum, turn) => sum + turn.text.length, 0);

/**
 * Writes a `conversation` fact (already redacted) unless the one stored is fuller. Two updates
 * racing may both read the same stored one; the next update, holding everything, settles it, and
 * the call's transcript replaces the words so far in any case.
 */
export async function storeConversation(storage: StoragePort, path: string, facts: CallFacts): Promise<void> {
  const stored = await storedConversation(storage, path);
  if (!replacesConversation(stored, facts.conversation ?? [])) return;
  await storage.put('calls', path, Buffer.from(JSON.stringify(facts)), 'application/json');
}

async function storedConversation(storage: StoragePort, path: string): Promise<Conversation | undefined> {
  try {
    const parsed = callFacts.safeParse(JSON.parse((await storage.get('calls', path)).toString('utf8')));
    return parsed.success ? parsed.data.conversation : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'not_found') return undefined;
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
