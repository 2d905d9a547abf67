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
  dashboard: {
    root: '/dashboard',
    home: '/dashboard/home',
    integrations: '/dashboard/integrations',
    insights: '/dashboard/insights',
    /** The insights page's follow-up list showing the signed-in person's own (an assignment alert lands here). */
    myFollowUps: (hotelId: string) =>
      `/dashboard/insights?hotel=${encodeURIComponent(hotelId)}&follow-ups=mine#follow-ups`,
    callLogs: '/dashboard/call-logs',
    /** A call of a hotel: the page switches to that hotel and opens the call. */
    callLog: (hotelId: string, callId: string) =>
      `/dashboard/call-logs?hotel=${encodeURIComponent(hotelId)}&id=${encodeURIComponent(callId)}`,
    /** A call opened at one transcript turn (a knowledge gap's example). */
    callTurn: (hotelId: string, callId: string, turn: number) =>
      `/dashboard/call-logs?hotel=${encodeURIComponent(hotelId)}&id=${encodeURIComponent(callId)}&turn=${turn}`,
    knowledgeGaps: '/dashboard/knowledge-gaps',
    alerts: '/dashboard/alerts',
    /** Every alert of the signed-in person, a page at a time (the bell links here). */
    allAlerts: '/dashboard/alerts/all',
    reviews: '/dashboard/reviews',
    team: '/dashboard/team',
    account: '/dashboard/account',
    guestData: '/dashboard/guest-data',
    /** The guest-data page with one call's caller already looked up for erasure. */
    eraseCaller: (callId: string) => `/dashboard/guest-data?callId=${encodeURIComponent(callId)}`,
  },
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
