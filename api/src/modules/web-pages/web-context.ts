import type { Request, Response } from 'express';
import type { SessionUser } from '../../contracts/auth.ts';
import type { DashboardSession, ServerViewport, WebLoadContext } from '../../contracts/web-context.ts';
import type { PageForms } from '../../contracts/web-forms.ts';
import { initialHotelId, selectedHotelCookie } from '../../contracts/selected-hotel.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { cookieNames } from '../../platform/http/cookies.ts';
import { resolveIdentity } from '../../platform/http/identity.ts';
import { toSessionUser } from '../auth/auth.service.ts';
import { createSessionHandOut } from '../auth/index.ts';
import { createDashboardPageService } from '../dashboard-page/dashboard-page.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { publicConfigOf } from '../public-config/index.ts';

/** The viewport the server renders for: a phone's browser says so in its User-Agent or client hint. */
export const viewportOf = (req: Request): ServerViewport =>
  req.get('sec-ch-ua-mobile') === '?1' || /Mobi|Android|iPhone|iPad/.test(req.get('user-agent') ?? '')
    ? 'phone'
    : 'wide';

const urlHotel = (url: URL) => url.searchParams.get('hotel');

/**
 * Makes each request's WebLoadContext (decision 082): what the web's loaders and actions may ask,
 * answered by the services the api's own routes use, for the identity of the request's cookies.
 */
export function createWebContexts(ctx: ModuleContext, forms: (req: Request, res: Response) => PageForms) {
  const pages = createDashboardPageService(ctx.services);
  const { hotelsOverview } = ctx.services;
  const handOut = createSessionHandOut(ctx);
  const publicConfig = publicConfigOf(ctx.config);

  /**
   * The cookies' identity. An expired access token with a good refresh token is refreshed here, as
   * the browser's api client would, and the new cookies go out with the page.
   */
  async function signedIn(req: Request, res: Response): Promise<Identity | null> {
    const token: string | undefined = req.cookies[cookieNames.access];
    if (token) {
      try {
        return await resolveIdentity(ctx.auth, ctx.pool, token);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    const refreshToken: string | undefined = req.cookies[cookieNames.refresh];
    if (!refreshToken) return null;
    try {
      const session = await ctx.auth.refresh(refreshToken);
      await handOut.afterRefresh(req, res, session);
      return await resolveIdentity(ctx.auth, ctx.pool, session.accessToken);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return null;
    }
  }

  return (req: Request, res: Response, nonce: string): WebLoadContext => {
    let identity: Promise<Identity | null> | undefined;
    const identityOnce = () => (identity ??= signedIn(req, res));
    let session: Promise<DashboardSession | null> | undefined;

    const dashboardSession = (url: URL) =>
      (session ??= identityOnce().then(async (who) => {
        if (!who) return null;
        const hotels = await pages.hotelsOf(who);
        if (!hotels) return null;
        return {
          user: pages.userOf(who),
          hotels,
          selectedHotelId: initialHotelId(hotels, urlHotel(url), req.cookies[selectedHotelCookie(who.userId)] ?? null),
        };
      }));

    return {
      nonce,
      viewport: viewportOf(req),
      publicUrl: ctx.config.publicUrl,
      publicConfig,
      async user(): Promise<SessionUser | null> {
        const who = await identityOnce();
        if (!who) return null;
        const { userId, email, admin, firstName, lastName, activated, hasProfile } = who;
        return toSessionUser(userId, email, admin, hasProfile ? { firstName, lastName, activated } : null);
      },
      dashboard: {
        session: dashboardSession,
        async firstCallPage(url) {
          const visit = await dashboardSession(url);
          const hotel = visit?.hotels.find((h) => h.id === visit.selectedHotelId);
          if (!hotel || !pages.unfiltered(url.searchParams)) return null;
          return { hotelId: hotel.id, page: await pages.firstCallPage(hotel.id) };
        },
        async insights(url) {
          const visit = await dashboardSession(url);
          const hotel = visit?.hotels.find((h) => h.id === visit.selectedHotelId);
          return hotel && visit ? pages.insightsOf(hotel, visit.user.id) : null;
        },
        async hotelsOverview(url) {
          const visit = await dashboardSession(url);
          const who = await identityOnce();
          return visit && who && visit.hotels.length > 1 ? hotelsOverview.overview(who) : null;
        },
      },
      forms: forms(req, res),
    };
  };
}

export type WebContexts = ReturnType<typeof createWebContexts>;
