/**
 * The public pages prerendered to HTML at build time (issue #16, decision 070): the web build
 * renders each to `web/dist/prerendered/<file>`, the api serves that file for the path and lists the
 * indexable ones in /sitemap.xml. zod-free, so the web imports it on its own
 * (`@hotelvoice/api/contracts/public-pages`).
 */
import type { DashboardPreload } from './dashboard.ts';

export interface PublicPage {
  path: string;
  /** File name under web/dist/prerendered. */
  file: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml; the review page is one per hotel, reached from a link the hotel sends. */
  inSitemap: boolean;
  /** The page needs this query parameter; without it the api serves the plain app shell. */
  requiredParam?: string;
  /**
   * The api request the page makes first, for its required parameter's value: the api names it in
   * a `Link: rel=preload` header, so it runs beside the page's scripts instead of after them.
   */
  firstRequest?: (param: string) => string;
}

/** A hotel's public fields, as the review page asks for them. */
export const publicHotelPath = (hotelId: string) => `/api/public/hotels/${encodeURIComponent(hotelId)}`;

export const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    file: 'home.html',
    title: 'HotelVoice · AI voice receptionist for hotels',
    description:
      "HotelVoice answers your hotel's calls 24/7: questions, directions, messages and bookings, in several languages, at half the front-desk cost.",
    inSitemap: true,
  },
  {
    path: '/try',
    file: 'try.html',
    title: 'Call our AI receptionist · HotelVoice',
    description:
      'Phone the HotelVoice assistant now: ask about rooms, breakfast, parking or directions, or book a stay, as your guests would.',
    inSitemap: true,
  },
  {
    path: '/signup',
    file: 'signup.html',
    title: 'Apply for an account · HotelVoice',
    description:
      'Apply for HotelVoice and we will set up an AI receptionist that knows your hotel, its rooms and its policies.',
    inSitemap: true,
  },
  {
    path: '/login',
    file: 'login.html',
    title: 'Customer login · HotelVoice',
    description:
      'Sign in to HotelVoice to see every call your AI receptionist answered, read transcripts and listen to recordings.',
    inSitemap: true,
  },
  {
    path: '/review',
    file: 'review.html',
    title: 'How was your stay? · HotelVoice',
    description: 'Tell the hotel how your stay went: a star rating and a few words go straight to its team.',
    inSitemap: false,
    requiredParam: 'hotelId',
    firstRequest: publicHotelPath,
  },
  {
    path: '/privacy',
    file: 'privacy.html',
    title: 'Privacy · HotelVoice',
    description:
      'How HotelVoice counts visits to this site: no cookies, nothing stored in your browser, no personal data, and Do Not Track respected.',
    inSitemap: true,
  },
];

/** Written into the prerendered pages where the public origin belongs; the api puts `PUBLIC_URL` there. */
export const publicUrlPlaceholder = '%HOTELVOICE_PUBLIC_URL%';

/** The file (under web/dist) served for every other page: the app shell with its loading state. */
export const appShellFile = 'index.html';
export const prerenderedDir = 'prerendered';

/** Written by the web build: for each private page path, the route chunks a signed-in visit preloads. */
export const routePreloadsFile = 'route-preloads.json';

/**
 * A signed-in dashboard page's HTML carries what its first render needs as JSON in a
 * `<script type="application/json">` with this id (decision 070), so it opens without asking.
 */
export const dashboardPreloadElementId = 'hv-dashboard-preload';

/**
 * The server renderer of signed-in dashboard pages (web/src/dashboard-server.tsx, decision 070),
 * built to `serverRendererFile` beside web/dist (never served). It draws a page from the preload
 * the api embeds; the api puts that markup in the shell's root element with the URL it was drawn
 * for and the viewport it assumed, and the web hydrates it when its own URL is the same.
 */
/** The viewport a server render draws for, guessed from the request (a server has none). */
export type ServerViewport = 'phone' | 'wide';

export interface DashboardRenderer {
  renderDashboardPage(request: {
    href: string;
    preload: DashboardPreload;
    hotelHint: string | null;
    viewport: ServerViewport;
  }): Promise<{ html: string; renderedFor: string } | null>;
}
export const serverRendererFile = 'dist-server/dashboard-server.js';
/** Where a signed-in page's inline script keeps the buttons clicked before hydration (an array). */
export const earlyClicksGlobal = '__hvEarlyClicks';
export const renderedForAttribute = 'data-rendered-for';
export const viewportAttribute = 'data-viewport';

/**
 * The hotel a dashboard page selects when it opens: the URL's hotel if it is one of the user's, else
 * the saved one if it still is, else the first. One rule for the api's preload and server render
 * (the saved one is the cookie) and the web (localStorage).
 */
export function initialHotelId(
  hotels: readonly { id: string }[],
  urlHotel: string | null,
  savedHotelId: string | null,
): string | null {
  const listed = (id: string | null) => (id && hotels.some((h) => h.id === id) ? id : null);
  return listed(urlHotel) ?? listed(savedHotelId) ?? hotels[0]?.id ?? null;
}

/** Mirrors the selected hotel (localStorage) for the server, so a page embeds the right hotel's calls. */
export const selectedHotelCookie = 'hv_hotel';

/** The call list's page size: the first page a dashboard page embeds is the one the web would ask for. */
export const callLogPageSize = 30;
