import type { QueryClient } from '@tanstack/react-query';
import type { KnowledgeFile, KnowledgeFileEvent } from '@hotelvoice/api/contracts';

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
