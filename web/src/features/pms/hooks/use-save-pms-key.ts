import { useEffect, useState } from 'react';
import { useSetPmsKeyMutation, type SetPmsKeyInput } from '../api/set-pms-key.ts';

export const savedMessageMs = 3000;

/** Saves the key; after a successful save a 'saved' or 'updated' message shows for 3 seconds. */
export function useSavePmsKey(userId: string, hotelId: string, hasKey: boolean) {
  // A fresh object per save, so a second save within 3 s restarts the timer.
  const [message, setMessage] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), savedMessageMs);
    return () => clearTimeout(timer);
  }, [message]);

  const mutation = useSetPmsKeyMutation();
  // Whether this save adds or replaces a key is decided when it starts, before the status is read again.
  const save = (input: Pick<SetPmsKeyInput, 'provider' | 'propertyId' | 'pmsKey'>) => {
    const text = hasKey ? 'API key updated successfully!' : 'API key saved successfully!';
    return mutation.mutateAsync({ uid: userId, hotelId, ...input }, { onSuccess: () => setMessage({ text }) });
  };
  return { ...mutation, save, message: message?.text ?? null };
}
