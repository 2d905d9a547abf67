import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getPublicConfig = () => apiJson<PublicConfig>('/api/public/config');

export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: 5 * 60_000 });
}
