import { apiJson } from '../../../lib/api-client.ts';

export const deleteKnowledgeFile = (knowledgeFileId: string) =>
  apiJson<void>(`/api/admin/knowledge-files/${encodeURIComponent(knowledgeFileId)}`, { method: 'DELETE' });
