import { dashboardPaths } from '@hotelvoice/api/contracts/page-paths';

/**
 * Every URL the web app routes, links to or calls, in one place. A page with a parameter has a
 * function that builds its links and a `…Route` pattern the router matches.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  tryIt: '/try',
  privacy: '/privacy',
  adminLogin: '/admin/login',
  forgotPassword: '/forgot-password',
  /** Opened from the reset e-mail; the token is in the fragment (#token=…). */
  resetPassword: '/reset-password',
  /** Opened from the e-mail-change e-mail; the token is in the fragment. */
  confirmEmail: '/confirm-email',
  /** Opened from an invitation e-mail; the token is in the fragment. */
  invitation: '/invitation',
  guestReviewRoute: '/review',
  guestReview: (hotelId: string) => `/review?hotelId=${encodeURIComponent(hotelId)}`,
  /** The short review link (served by the api, which redirects to `guestReview`). */
  shortReview: (slug: string) => `/r/${encodeURIComponent(slug)}`,
  /** The dashboard's pages and links, shared with the api's e-mails (contracts/page-paths). */
  dashboard: dashboardPaths,
  admin: {
    home: '/admin',
    /** Hotels: lookup and list. The spec's /admin/users and /admin/profiles show the same page. */
    hotels: '/admin/hotels',
    users: '/admin/users',
    profiles: '/admin/profiles',
    newHotel: '/admin/hotels/new',
    /** A hotel's profile lives with the hotels; the spec's /admin/users/:id redirects here. */
    hotelProfileRoute: '/admin/hotels/:hotelId',
    hotelProfile: (hotelId: string) => `/admin/hotels/${encodeURIComponent(hotelId)}`,
    specHotelProfileRoute: '/admin/users/:hotelId',
    prompts: '/admin/prompts',
    editHotelRoute: '/admin/hotels/:hotelId/edit',
    editHotel: (hotelId: string) => `/admin/hotels/${encodeURIComponent(hotelId)}/edit`,
    /** People: applications waiting for activation and every account. */
    accounts: '/admin/accounts',
    applications: '/admin/applications',
    demoRequests: '/admin/demo-requests',
    outbox: '/admin/outbox',
    audit: '/admin/audit',
    analytics: '/admin/analytics',
    operations: '/admin/operations',
    /** Served by the api (bull-board), not by this app's router. */
    queues: '/admin/queues',
    /** The queue board inside the admin shell (it frames `queues`). */
    queueBoard: '/admin/queue-board',
    /** The queue board on one queue's failed jobs. */
    failedJobs: (queue: string) => `/admin/queues/queue/${encodeURIComponent(queue)}?status=failed`,
  },
} as const;

/** The pages that name their hotel in `?hotel=` (useHotelInUrl), so a link opens the same hotel. */
export const hotelInUrlPaths: readonly string[] = [paths.dashboard.callLogs, paths.dashboard.insights];
