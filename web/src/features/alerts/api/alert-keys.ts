export const alertKeys = {
  notifications: () => ['me', 'notifications'] as const,
  settings: (hotelId: string) => ['hotels', hotelId, 'alert-settings'] as const,
};
