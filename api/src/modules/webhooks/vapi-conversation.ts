import { liveTurnLimits, type LiveTurn } from '../../contracts/call-facts.ts';

const userRoles = new Set(['user']);
const assistantRoles = new Set(['bot', 'assistant']);

/**
 * The turns said so far in a Vapi `conversation-update` (decision 090): its `messages` (role user or
 * bot, `message`, `secondsFromStart`), else `messagesOpenAIFormatted` (role user or assistant,
 * `content`). System prompts, tool calls and their results are left out, and so is any entry not
 * shaped as documented. Bounded like every provider text: the first turns, each cut.
 */
export function liveTurnsOfVapi(
  messages: unknown[] | null | undefined,
  openAi: unknown[] | null | undefined,
): LiveTurn[] {
  const fromMessages = (messages ?? []).flatMap((entry) => {
    const turn = turnOf(entry, 'message');
    if (!turn) return [];
    const offset = (entry as { secondsFromStart?: unknown }).secondsFromStart;
    return [typeof offset === 'number' && offset >= 0 && Number.isFinite(offset) ? { ...turn, offset } : turn];
  });
  const turns =
    fromMessages.length > 0 ? fromMessages : (openAi ?? []).flatMap((entry) => turnOf(entry, 'content') ?? []);
  return turns.slice(0, liveTurnLimits.turns);
}

function turnOf(entry: unknown, textField: 'message' | 'content'): LiveTurn | null {
  if (!entry || typeof entry !== 'object') return null;
  const { role } = entry as { role?: unknown };
  const text = (entry as Record<string, unknown>)[textField];
  if (typeof role !== 'string' || typeof text !== 'string') return null;
  const spoken = userRoles.has(role) ? 'user' : assistantRoles.has(role) ? 'assistant' : null;
  const trimmed = text.trim().slice(0, liveTurnLimits.text);
  return spoken && trimmed ? { role: spoken, text: trimmed } : null;
}
