import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { setPmsKey } from '../api/set-pms-key.ts';
import { pmsKeyStatusKey } from './use-pms-key-status.ts';

export const savedMessageMs = 3000;

/**
 * Spec §4 'PMS connection status': after a successful save the status is fetched again, then a
 * 'saved' or 'updated' message shows for 3 seconds.
 */
export function useSavePmsKey(userId: string, hotelId: string) {
  const queryClient = useQueryClient();
  // A fresh object per save, so a second save within 3 s restarts the timer.
  const [message, setMessage] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), savedMessageMs);
    return () => clearTimeout(timer);
  }, [message]);

  const mutation = useMutation({
    mutationFn: async ({ pmsKey }: { pmsKey: string; hadKey: boolean }) => {
      await setPmsKey({ uid: userId, hotelId, pmsKey });
      await queryClient.refetchQueries({ queryKey: pmsKeyStatusKey(hotelId) });
    },
    onSuccess: (_data, { hadKey }) =>
      setMessage({ text: hadKey ? 'API key updated successfully!' : 'API key saved successfully!' }),
    onError: (error) => console.error('Saving the PMS key failed', error),
  });

  return { ...mutation, message: message?.text ?? null };
}
