import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export interface DigestPreview {
  subject: string;
  html: string;
}

export const useDigestPreview = (hotelId: string) =>
  useQuery({
    queryKey: ['hotels', hotelId, 'weekly-digest', 'preview'],
    queryFn: () => apiJson<DigestPreview>(`/api/hotels/${encodeURIComponent(hotelId)}/weekly-digest/preview`),
  });
