import { useQueryClient } from '@tanstack/react-query';
import { useRoom } from '../../../lib/use-room.ts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { knowledgeKeys, mergeKnowledgeFile } from '../api/knowledge-file-cache.ts';
import { useKnowledgeFiles } from '../api/get-knowledge-files.ts';

/** The file list, kept current by knowledge-file:updated events from the worker and the api. */
export function useLiveKnowledgeFiles(hotelId: string | null) {
  const queryClient = useQueryClient();
  const query = useKnowledgeFiles(hotelId);

  useSocketEvent('knowledge-file:updated', (event) => {
    if (event.hotelId === hotelId) mergeKnowledgeFile(queryClient, hotelId, event);
  });

  // After a reconnect, reload; a load already under way (the page's own, after the first join) is
  // kept, not cancelled and started again.
  useRoom(
    'admins',
    null,
    () => void queryClient.invalidateQueries({ queryKey: knowledgeKeys.list(hotelId) }, { cancelRefetch: false }),
  );
  return query;
}
