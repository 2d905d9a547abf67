export const alertKeys = {
  notifications: () => ['me', 'notifications'] as const,
  /** The alerts page's pages (useInfiniteQuery), beside the bell's first page. */
  notificationPages: () => ['me', 'notifications', 'pages'] as const,
  settings: (hotelId: string) => ['hotels', hotelId, 'alert-settings'] as const,
  dailySummaryPreview: (hotelId: string) => ['hotels', hotelId, 'daily-summary-preview'] as const,
};
