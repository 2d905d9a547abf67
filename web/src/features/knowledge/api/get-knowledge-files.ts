import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeFile, KnowledgePreview } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { knowledgeKeys } from './knowledge-file-cache.ts';

/** The hotel's files, or the general ones when `hotelId` is null; newest first. */
export const getKnowledgeFiles = (hotelId: string | null) =>
  apiJson<{ files: KnowledgeFile[] }>(
    hotelId ? `/api/admin/knowledge-files?hotelId=${encodeURIComponent(hotelId)}` : '/api/admin/knowledge-files',
  ).then((r) => r.files);

export const knowledgeFilesQueryOptions = (hotelId: string | null) =>
  queryOptions({ queryKey: knowledgeKeys.list(hotelId), queryFn: () => getKnowledgeFiles(hotelId) });

export const useKnowledgeFiles = (hotelId: string | null) => useQuery(knowledgeFilesQueryOptions(hotelId));

export const knowledgeFileDownloadUrl = (knowledgeFileId: string) =>
  `/api/admin/knowledge-files/${encodeURIComponent(knowledgeFileId)}/download`;

export const getKnowledgePreview = (knowledgeFileId: string) =>
  apiJson<{ preview: KnowledgePreview }>(
    `/api/admin/knowledge-files/${encodeURIComponent(knowledgeFileId)}/preview`,
  ).then((r) => r.preview);

/** Asked only while shown; a file's text does not change once it is ready (a re-upload is a new file). */
export const useKnowledgePreview = (knowledgeFileId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'knowledge-preview', knowledgeFileId],
    queryFn: () => getKnowledgePreview(knowledgeFileId),
    enabled,
    staleTime: Infinity,
  });
