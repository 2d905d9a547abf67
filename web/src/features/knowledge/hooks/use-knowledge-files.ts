import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { KnowledgeFile, KnowledgeFileEvent } from '@hotelvoice/api/contracts';
import { useAdminRoom } from '../../../lib/admin-room.ts';
import { getSocket } from '../../../lib/socket.ts';
import { getKnowledgeFiles } from '../api/get-knowledge-files.ts';

export const knowledgeKeys = {
  list: (hotelId: string | null) => ['admin', 'knowledge-files', hotelId ?? 'general'] as const,
};

/**
 * Puts news of a file into the cached list: an event's status goes onto the file it names, an
 * upload's answer (the whole row) goes on top of the newest-first list. A file the list already has
 * keeps its row over an upload's answer, having been read after the upload. A file the list lacks
 * reloads the list when the row is not at hand, or when a read under way may predate the file.
 */
export function mergeKnowledgeFile(
  queryClient: QueryClient,
  hotelId: string | null,
  file: KnowledgeFileEvent | KnowledgeFile,
): void {
  const key = knowledgeKeys.list(hotelId);
  const list = queryClient.getQueryData<KnowledgeFile[]>(key);
  const isRow = 'createdAt' in file;
  if (list?.some((f) => f.knowledgeFileId === file.knowledgeFileId)) {
    if (isRow) return;
    queryClient.setQueryData<KnowledgeFile[]>(key, (files) =>
      files?.map((f) =>
        f.knowledgeFileId === file.knowledgeFileId
          ? { ...f, status: file.status, failureReason: file.failureReason, chunkCount: file.chunkCount }
          : f,
      ),
    );
    return;
  }
  if (list && isRow && queryClient.getQueryState(key)?.fetchStatus !== 'fetching') {
    queryClient.setQueryData<KnowledgeFile[]>(key, [file, ...list]);
  } else {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** The file list, kept current by knowledge-file:updated events from the worker and the api. */
export function useKnowledgeFiles(hotelId: string | null) {
  const queryClient = useQueryClient();
  const key = knowledgeKeys.list(hotelId);
  const query = useQuery({ queryKey: key, queryFn: () => getKnowledgeFiles(hotelId) });

  const onUpdate = useCallback(
    (event: KnowledgeFileEvent) => {
      if (event.hotelId === hotelId) mergeKnowledgeFile(queryClient, hotelId, event);
    },
    [hotelId, queryClient],
  );

  useEffect(() => {
    const socket = getSocket();
    socket.on('knowledge-file:updated', onUpdate);
    return () => {
      socket.off('knowledge-file:updated', onUpdate);
    };
  }, [onUpdate]);

  // After a reconnect, reload; a load already under way (the page's own, after the first join) is
  // kept, not cancelled and started again.
  useAdminRoom(
    () => void queryClient.invalidateQueries({ queryKey: knowledgeKeys.list(hotelId) }, { cancelRefetch: false }),
  );
  return query;
}
