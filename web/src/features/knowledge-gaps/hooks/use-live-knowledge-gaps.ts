import { useQueryClient } from '@tanstack/react-query';
import { useCoalesced } from '../../../lib/use-coalesced.ts';
import { useRoom } from '../../../lib/use-room.ts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { knowledgeGapKeys } from '../api/knowledge-gap-keys.ts';

/** A burst of indexed calls refetches the list once per this many ms per tab. */
const settleMs = 1000;

/**
 * Keeps a list of unanswered questions live: one hotel's (`hotelId`) or, for the admin home, every
 * hotel's (`null`). The worker sends knowledge-gaps:changed when a call adds or drops questions and
 * the api when one is answered; a (re)join refetches what was missed while disconnected.
 */
export function useLiveKnowledgeGaps(hotelId: string | null): void {
  const queryClient = useQueryClient();
  const queryKey = hotelId ? knowledgeGapKeys.hotel(hotelId) : knowledgeGapKeys.all();
  const refresh = useCoalesced(() => void queryClient.invalidateQueries({ queryKey }), settleMs);
  useSocketEvent('knowledge-gaps:changed', (event) => {
    if (hotelId === null || event.hotelId === hotelId) refresh();
  });
  useRoom(hotelId ? 'hotel' : 'admins', hotelId, refresh);
}
