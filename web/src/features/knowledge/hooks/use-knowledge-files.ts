import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { KnowledgeFile, KnowledgeFileEvent } from '@hotelvoice/api/contracts';
import { useAdminRoom } from '../../../lib/admin-room.ts';
import { getSocket } from '../../../lib/socket.ts';
import { getKnowledgeFiles } from '../api/get-knowledge-files.ts';

export const knowledgeKeys = {
  list: (hotelId: string | null) => ['admin', 'knowledge-files', hotelId ?? 'general'] as const,
};

/** The file list, kept current by knowledge-file:updated events from the worker and the api. */
export function useKnowledgeFiles(hotelId: string | null) {
  const queryClient = useQueryClient();
  const key = knowledgeKeys.list(hotelId);
  const query = useQuery({ queryKey: key, queryFn: () => getKnowledgeFiles(hotelId) });

  const onUpdate = useCallback(
    (event: KnowledgeFileEvent) => {
      if (event.hotelId !== hotelId) return;
      const list = queryClient.getQueryData<KnowledgeFile[]>(knowledgeKeys.list(hotelId));
      if (!list?.some((f) => f.knowledgeFileId === event.knowledgeFileId)) {
        void queryClient.invalidateQueries({ queryKey: knowledgeKeys.list(hotelId) });
        return;
      }
      queryClient.setQueryData<KnowledgeFile[]>(knowledgeKeys.list(hotelId), (files) =>
        files?.map((f) =>
          f.knowledgeFileId === event.knowledgeFileId
            ? { ...f, status: event.status, failureReason: event.failureReason, chunkCount: event.chunkCount }
            : f,
        ),
      );
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

  useAdminRoom(() => void queryClient.invalidateQueries({ queryKey: knowledgeKeys.list(hotelId) }));
  return query;
}
