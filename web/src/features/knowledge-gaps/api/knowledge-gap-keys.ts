export const knowledgeGapKeys = {
  hotel: (hotelId: string) => ['hotels', hotelId, 'knowledge-gaps'] as const,
  all: () => ['admin', 'knowledge-gaps'] as const,
};
