import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KnowledgeFile } from '@hotelvoice/api/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { mergeKnowledgeFile } from './knowledge-file-cache.ts';

/** Spec §7: POST /api/form/upload, multipart file, is_general, hotel_id (empty for general). */
export async function uploadKnowledgeFile({
  file,
  hotelId,
}: {
  file: File;
  hotelId: string | null;
}): Promise<KnowledgeFile> {
  const form = new FormData();
  form.append('is_general', hotelId ? 'false' : 'true');
  form.append('hotel_id', hotelId ?? '');
  form.append('file', file);
  const res = await apiFetch('/api/form/upload', { method: 'POST', body: form });
  return ((await res.json()) as { file: KnowledgeFile }).file;
}

export function useUploadKnowledgeFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKnowledgeFile,
    onSuccess: (uploaded, { hotelId }) => mergeKnowledgeFile(queryClient, hotelId, uploaded),
    onError: (error) => console.error('Upload failed', error),
  });
}
