/**
 * Every URL the web app routes, links to or calls, in one place. A page with a parameter has a
 * function that builds its links and a `…Route` pattern the router matches.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  tryIt: '/try',
  adminLogin: '/admin/login',
  guestReviewRoute: '/review',
  guestReview: (hotelId: string) => `/review?hotelId=${encodeURIComponent(hotelId)}`,
  dashboard: {
    root: '/dashboard',
    home: '/dashboard/home',
    integrations: '/dashboard/integrations',
    callLogs: '/dashboard/call-logs',
    reviews: '/dashboard/reviews',
  },
  admin: {
    home: '/admin',
    /** The spec's 'Hotel Lookup' lives at /admin/users (and /admin/profiles). */
    users: '/admin/users',
    profiles: '/admin/profiles',
    /** Spec 'Hotel profile': /admin/users/:id, where the id is a hotel's. */
    hotelProfileRoute: '/admin/users/:hotelId',
    hotelProfile: (hotelId: string) => `/admin/users/${encodeURIComponent(hotelId)}`,
    prompts: '/admin/prompts',
    applications: '/admin/applications',
    hotels: '/admin/hotels',
    editHotel: (hotelId: string) => `/admin/hotels?hotelId=${encodeURIComponent(hotelId)}`,
    demoRequests: '/admin/demo-requests',
    outbox: '/admin/outbox',
    /** Served by the api (bull-board), not by this app's router. */
    queues: '/admin/queues',
  },
} as const;
