export const reviewKeys = {
  all: (hotelId: string) => ['hotels', hotelId, 'reviews'] as const,
  list: (hotelId: string) => ['hotels', hotelId, 'reviews', 'list'] as const,
  summary: (hotelId: string) => ['hotels', hotelId, 'reviews', 'summary'] as const,
};
