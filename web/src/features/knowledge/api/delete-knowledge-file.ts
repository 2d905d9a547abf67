import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { knowledgeKeys } from './knowledge-file-cache.ts';

export const deleteKnowledgeFile = ({ knowledgeFileId }: { knowledgeFileId: string; hotelId: string | null }) =>
  apiJson<void>(`/api/admin/knowledge-files/${encodeURIComponent(knowledgeFileId)}`, { method: 'DELETE' });

export function useDeleteKnowledgeFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKnowledgeFile,
    onSuccess: (_data, { hotelId }) => queryClient.invalidateQueries({ queryKey: knowledgeKeys.list(hotelId) }),
    onError: (error) => console.error('Delete failed', error),
  });
}
