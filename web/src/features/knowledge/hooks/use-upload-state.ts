import { useEffect, useState } from 'react';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

/** Spec §9: the success message resets to idle after 2000 ms. */
export const successResetMs = 2000;

/** Spec §4 'Upload': idle → uploading → success (back to idle after 2 s) or error. */
export function useUploadState() {
  const [status, setStatus] = useState<UploadStatus>('idle');
  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), successResetMs);
    return () => clearTimeout(timer);
  }, [status]);
  return [status, setStatus] as const;
}
