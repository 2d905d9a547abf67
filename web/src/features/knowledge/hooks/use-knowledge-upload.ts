import { useEffect } from 'react';
import { useUploadKnowledgeFileMutation } from '../api/upload-knowledge-file.ts';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

/** Spec §9: the success message resets to idle after 2000 ms. */
export const successResetMs = 2000;

const statusOf = { idle: 'idle', pending: 'uploading', success: 'success', error: 'error' } as const;

/** Spec §4 'Upload': idle → uploading → success (back to idle after 2 s) or error. */
export function useKnowledgeUpload() {
  const upload = useUploadKnowledgeFileMutation();
  const { isSuccess, reset } = upload;
  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, successResetMs);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);
  return { ...upload, uploadStatus: statusOf[upload.status] as UploadStatus };
}
