import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureQuery, ErasureResult } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const eraseCaller = (hotelId: string, query: ErasureQuery) =>
  apiJson<ErasureResult>(`/api/hotels/${encodeURIComponent(hotelId)}/erasure`, { method: 'POST', json: query });

/** Everything cached about the hotel's calls is stale afterwards (list, details, this preview). */
export function useEraseCaller(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: ErasureQuery) => eraseCaller(hotelId, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hotels', hotelId] }),
  });
}
