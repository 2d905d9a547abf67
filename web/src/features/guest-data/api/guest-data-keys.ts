import type { ErasureQuery } from '@hotelvoice/api/contracts';

export const guestDataKeys = {
  privacy: (hotelId: string) => ['hotels', hotelId, 'privacy'] as const,
  erasure: (hotelId: string, query: ErasureQuery) => ['hotels', hotelId, 'erasure', query] as const,
};
