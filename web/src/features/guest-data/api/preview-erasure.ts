import { useQuery } from '@tanstack/react-query';
import type { ErasurePreview, ErasureQuery } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { guestDataKeys } from './guest-data-keys.ts';

export const previewErasure = (hotelId: string, query: ErasureQuery) =>
  apiJson<ErasurePreview>(
    `/api/hotels/${encodeURIComponent(hotelId)}/erasure?${new URLSearchParams(query as Record<string, string>)}`,
  );

/** What deleting one caller's data would remove; asked only once the owner searched. */
export function useErasurePreview(hotelId: string, query: ErasureQuery | null) {
  return useQuery({
    queryKey: guestDataKeys.erasure(hotelId, query ?? { phone: '' }),
    queryFn: () => previewErasure(hotelId, query!),
    enabled: query !== null,
    retry: false,
  });
}
