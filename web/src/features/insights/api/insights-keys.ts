export const insightsKeys = {
  all: (hotelId: string) => ['hotels', hotelId, 'insights'] as const,
  period: (hotelId: string, from: string, to: string) => [...insightsKeys.all(hotelId), 'period', from, to] as const,
  followUps: (hotelId: string) => [...insightsKeys.all(hotelId), 'follow-ups'] as const,
  settings: (hotelId: string) => [...insightsKeys.all(hotelId), 'settings'] as const,
};
