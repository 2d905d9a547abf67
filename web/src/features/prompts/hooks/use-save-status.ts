import { useCallback, useEffect, useRef, useState } from 'react';
import type { PromptTemplateId } from '@hotelvoice/api/contracts';

export type SaveStatus = 'saving' | 'saved' | 'error';

/** Spec §9: 'Saved.' shows for 1500 ms. */
export const savedMessageMs = 1500;

/** Per-tab save state: saving, then 'saved' for 1.5 s, or error until the next save. */
export function useSaveStatus() {
  const [statuses, setStatuses] = useState<Partial<Record<PromptTemplateId, SaveStatus>>>({});
  const timers = useRef(new Map<PromptTemplateId, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const set = useCallback((id: PromptTemplateId, status: SaveStatus | undefined) => {
    clearTimeout(timers.current.get(id));
    setStatuses((s) => ({ ...s, [id]: status }));
    if (status === 'saved') {
      timers.current.set(
        id,
        setTimeout(() => setStatuses((s) => ({ ...s, [id]: undefined })), savedMessageMs),
      );
    }
  }, []);

  return [statuses, set] as const;
}
