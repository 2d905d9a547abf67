import { endReasonOf } from '../../contracts/end-reasons.ts';

export const hungUpBeforeAnswer = 'Missed: caller hung up before the agent answered';

/**
 * The reason in words when the platform's code means the call never became a conversation
 * ("Missed: the line was busy", "Failed: the call could not be connected"); null for a call that
 * took place. The words are the one end-reason table's (contracts/end-reasons.ts).
 */
export function failureInWords(code: string | undefined | null): string | null {
  const found = endReasonOf(code);
  if (found?.kind === 'missed') return `Missed: ${found.words}`;
  if (found?.kind === 'failed') return `Failed: ${found.words}`;
  return null;
}
