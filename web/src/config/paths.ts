/** Every URL the web app links to or calls, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  tryIt: '/try',
  adminLogin: '/admin/login',
  review: (hotelId: string) => `/review?hotelId=${encodeURIComponent(hotelId)}`,
  dashboard: {
    root: '/dashboard',
    home: '/dashboard/home',
    integrations: '/dashboard/integrations',
    callLogs: '/dashboard/call-logs',
    reviews: '/dashboard/reviews',
  },
  admin: {
    home: '/admin',
    users: '/admin/users',
    user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    prompts: '/admin/prompts',
    applications: '/admin/applications',
    hotels: '/admin/hotels',
    demoRequests: '/admin/demo-requests',
    outbox: '/admin/outbox',
    queues: '/admin/queues',
  },
} as const;
