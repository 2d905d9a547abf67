import type { KnowledgeFile } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const retryKnowledgeFile = (knowledgeFileId: string) =>
  apiJson<{ file: KnowledgeFile }>(`/api/admin/knowledge-files/${encodeURIComponent(knowledgeFileId)}/retry`, {
    method: 'POST',
  });
