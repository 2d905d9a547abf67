import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeFile } from '@hotelvoice/api/contracts';
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
