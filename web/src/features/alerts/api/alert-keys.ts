export const alertKeys = {
  notifications: () => ['me', 'notifications'] as const,
  settings: (hotelId: string) => ['hotels', hotelId, 'alert-settings'] as const,
  dailySummaryPreview: (hotelId: string) => ['hotels', hotelId, 'daily-summary-preview'] as const,
};
