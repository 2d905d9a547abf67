export const adminKeys = {
  hotelSearch: (q: string) => ['admin', 'hotels', 'search', q] as const,
  hotelGrid: ['admin', 'hotels', 'grid'] as const,
  hotel: (hotelId: string) => ['admin', 'hotels', 'detail', hotelId] as const,
  applications: ['admin', 'applications'] as const,
  users: ['admin', 'users'] as const,
  outbox: ['admin', 'outbox'] as const,
  demoRequests: ['admin', 'demo-requests'] as const,
};
