/**
 * What the web's loaders and actions get from the api for each request (React Router's load context,
 * decision 082): the request's CSP nonce, the viewport it guessed, and the same services the api's
 * routes use, called directly, never over HTTP. zod-free: the web imports these types only.
 */
import type { SessionUser } from './auth.ts';
import type { CallLogPage } from './call-logs.ts';
import type { DashboardHotel, InsightsPreload } from './dashboard.ts';
import type { HotelsOverview } from './hotels-overview.ts';
import type { PublicConfig } from './public-site.ts';
import type { PageForms } from './web-forms.ts';

/** The viewport a server render draws for, guessed from the request (a server has none). */
export type ServerViewport = 'phone' | 'wide';

/** A signed-in dashboard visit: the user, their hotels and the hotel the page opens on. */
export interface DashboardSession {
  user: SessionUser;
  hotels: DashboardHotel[];
  /** The URL's hotel if it is theirs, else the browser's saved one if still theirs, else the first. */
  selectedHotelId: string | null;
}

export interface WebLoadContext {
  /** This response's CSP nonce, for the scripts React Router writes into the page. */
  nonce: string;
  viewport: ServerViewport;
  /** The public origin (PUBLIC_URL): canonical and Open Graph addresses. */
  publicUrl: string;
  /** The public pages' run-time settings (the /try number, the demo's audio), as GET /api/public/config answers. */
  publicConfig: PublicConfig;
  /**
   * The request's signed-in user (its access token refreshed on the way when it had expired and
   * the refresh token is good), or null. Asked once per request however many loaders ask.
   */
  user(): Promise<SessionUser | null>;
  dashboard: {
    /** Null when nobody is signed in, or the account is not activated yet. */
    session(url: URL): Promise<DashboardSession | null>;
    /** The call log's first page, as GET /api/hotels/:id/call-logs answers it unfiltered. */
    firstCallPage(url: URL): Promise<{ hotelId: string; page: CallLogPage } | null>;
    /** The insights page's opening period, follow-ups and settings. */
    insights(url: URL): Promise<InsightsPreload | null>;
    /** The "All hotels" card's figures, as GET /api/me/hotels/overview answers; null for a user of one hotel. */
    hotelsOverview(url: URL): Promise<HotelsOverview | null>;
  };
  forms: PageForms;
}

/** React Router's load context is this app's WebLoadContext (web/src/app/load-context.d.ts). */
export type { PageForms };
