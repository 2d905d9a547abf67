import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KnowledgeFile } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { mergeKnowledgeFile } from './knowledge-file-cache.ts';

export const retryKnowledgeFile = ({ knowledgeFileId }: { knowledgeFileId: string; hotelId: string | null }) =>
  apiJson<{ file: KnowledgeFile }>(`/api/admin/knowledge-files/${encodeURIComponent(knowledgeFileId)}/retry`, {
    method: 'POST',
  }).then((r) => r.file);

/** Queues a failed file again; its new status goes onto the listed row. */
export function useRetryKnowledgeFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryKnowledgeFile,
    onSuccess: ({ knowledgeFileId, status, failureReason, chunkCount }, { hotelId }) =>
      mergeKnowledgeFile(queryClient, hotelId, { knowledgeFileId, hotelId, status, failureReason, chunkCount }),
  });
}
