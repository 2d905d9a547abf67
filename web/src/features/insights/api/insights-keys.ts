export const insightsKeys = {
  all: (hotelId: string) => ['hotels', hotelId, 'insights'] as const,
  period: (hotelId: string, from: string, to: string) => [...insightsKeys.all(hotelId), 'period', from, to] as const,
  allFollowUps: (hotelId: string) => [...insightsKeys.all(hotelId), 'follow-ups'] as const,
  followUps: (hotelId: string, from: string, to: string) => [...insightsKeys.allFollowUps(hotelId), from, to] as const,
  settings: (hotelId: string) => [...insightsKeys.all(hotelId), 'settings'] as const,
};
