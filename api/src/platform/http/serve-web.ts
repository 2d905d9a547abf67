import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppDeps } from '../../app-deps.ts';
import type { DashboardPreload } from '../../contracts/dashboard.ts';
import {
  appShellFile,
  prerenderedDir,
  selectedHotelCookie,
  serverRendererFile,
  type DashboardRenderer,
  type ServerViewport,
} from '../../contracts/public-pages.ts';
import type { Identity } from '../access/identity.ts';
import { repoRoot } from '../paths.ts';
import { cookieNames } from './cookies.ts';
import { resolveIdentity } from './identity.ts';
import { loadWebPages, type WebPage, type WebPages } from './web-pages.ts';

/** What a signed-in visitor's dashboard page embeds (the dashboard-page module); null embeds nothing. */
export type PagePreloader = (
  identity: Identity,
  request: { pathname: string; query: Record<string, unknown>; hotelHint: string | null },
) => Promise<DashboardPreload | null>;

const preloadedPaths = /^\/dashboard(\/|$)/;

export const defaultWebDist = path.join(repoRoot, 'web', 'dist');

/** Everything served from one build of web/dist; made again when a new build replaces it. */
interface WebBuild {
  builtAt: number;
  pages: WebPages;
  assets: RequestHandler;
  files: RequestHandler;
  /** The signed-in dashboard pages' server renderer of this build, if the build made one. */
  renderer: Promise<DashboardRenderer | null>;
}

/**
 * Loads the build's dashboard renderer (decision 070); a new build's file gets a new module URL, so
 * a rebuilt renderer replaces the old one without a restart. Without one, pages open from the shell.
 */
async function loadRenderer(
  dist: string,
  builtAt: number,
  logger: AppDeps['logger'],
): Promise<DashboardRenderer | null> {
  const file = path.join(path.dirname(dist), serverRendererFile);
  if (!fs.existsSync(file)) return null;
  try {
    return (await import(`${pathToFileURL(file).href}?build=${builtAt}`)) as DashboardRenderer;
  } catch (error) {
    logger.error({ err: error, file }, 'the dashboard renderer did not load; dashboard pages open from the shell');
    return null;
  }
}

/** The viewport the server renders for: a phone's browser says so in its User-Agent or client hint. */
const viewportOf = (req: Request): ServerViewport =>
  req.get('sec-ch-ua-mobile') === '?1' || /Mobi|Android|iPhone|iPad/.test(req.get('user-agent') ?? '')
    ? 'phone'
    : 'wide';

/** Serves a file's `.br` or `.gz` copy (written by the web build) to a client that takes it. */
const precompressed = (dir: string, serveStatic: NonNullable<Parameters<typeof expressStaticGzip>[1]>['serveStatic']) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic });

function loadBuild(dist: string, publicUrl: string, logger: AppDeps['logger']): WebBuild | null {
  const shell = path.join(dist, appShellFile);
  if (!fs.existsSync(shell)) return null;
  const builtAt = fs.statSync(shell).mtimeMs;
  return {
    builtAt,
    renderer: loadRenderer(dist, builtAt, logger),
    pages: loadWebPages(dist, publicUrl),
    // Hashed names: a changed file gets a new name, so browsers may keep these for a year unasked.
    assets: precompressed(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
    files: precompressed(dist, { index: false, maxAge: '1h' }),
  };
}

function sendHtml(req: Request, res: Response, page: WebPage, personal: boolean): void {
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  res.set({ 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Encoding' });
  if (personal) {
    // One user's calls: never kept by a browser or proxy cache.
    res.set('Cache-Control', 'no-store');
  } else {
    // HTML names the current hashed assets: always ask the server again (a cheap 304 when unchanged).
    res.set({ 'Cache-Control': 'no-cache', ETag: page.etag });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
  }
  if (encoding === 'br' || encoding === 'gzip') res.set('Content-Encoding', encoding);
  res.send(body);
}

/** The page drawn on the server from the preload, or null to let the browser draw it (decision 070). */
async function renderOnServer(
  req: Request,
  deps: AppDeps,
  web: WebBuild,
  preload: DashboardPreload,
  hotelHint: string | null,
) {
  try {
    const renderer = await web.renderer;
    const href = new URL(req.originalUrl, deps.config.publicUrl).href;
    const viewport = viewportOf(req);
    const rendered = await renderer?.renderDashboardPage({ href, preload, hotelHint, viewport });
    return rendered ? { ...rendered, viewport } : null;
  } catch (error) {
    // A page the renderer cannot draw still opens: the browser draws it from the same preload.
    deps.logger.warn({ err: error, path: req.path }, 'dashboard page not rendered on the server');
    return null;
  }
}

/** The shell with the signed-in visitor's first data and route chunks, or null to send the plain shell. */
async function personalShell(req: Request, deps: AppDeps, web: WebBuild, preload: PagePreloader) {
  const token = req.cookies[cookieNames.access];
  if (!token || !preloadedPaths.test(req.path)) return null;
  let data: DashboardPreload | null;
  const hint: string | null = req.cookies[selectedHotelCookie] ?? null;
  try {
    const identity = await resolveIdentity(deps.auth, deps.pool, token);
    data = await preload(identity, { pathname: req.path, query: req.query, hotelHint: hint });
  } catch (error) {
    // An expired token or a failed read: the page asks for its data itself, as without a preload.
    deps.logger.debug({ err: error, path: req.path }, 'dashboard page sent without its preload');
    return null;
  }
  if (data === null) return null;
  return web.pages.shellWithPreload(req.path, data, await renderOnServer(req, deps, web, data, hint));
}

/**
 * Serves the built web app (decision 070): hashed assets cached for a year, every text file in
 * Brotli or gzip, the prerendered public pages at their paths, the app shell for every other page,
 * and robots.txt and sitemap.xml for the public origin. /api and /socket.io never pass through here.
 */
export function serveWeb(app: Express, deps: AppDeps, preload?: PagePreloader): void {
  const dist = deps.config.webDistDir ? path.resolve(repoRoot, deps.config.webDistDir) : defaultWebDist;
  let current: WebBuild | null = null;
  const build = (): WebBuild | null => {
    const shell = path.join(dist, appShellFile);
    const builtAt = fs.existsSync(shell) ? fs.statSync(shell).mtimeMs : 0;
    if (!current || current.builtAt !== builtAt) current = loadBuild(dist, deps.config.publicUrl, deps.logger);
    return current;
  };
  // Read the build now, so the first visitor does not wait for it.
  build();
  const withBuild = (handle: (web: WebBuild, req: Request, res: Response, next: NextFunction) => void) =>
    ((req, res, next) => {
      const web = build();
      if (!web) return next();
      handle(web, req, res, next);
    }) satisfies RequestHandler;

  app.use(
    '/assets',
    withBuild((web, req, res, next) => web.assets(req, res, next)),
  );
  app.get(
    '/robots.txt',
    withBuild(
      (web, _req, res) =>
        void res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(web.pages.robots),
    ),
  );
  app.get(
    '/sitemap.xml',
    withBuild(
      (web, _req, res) =>
        void res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(web.pages.sitemap),
    ),
  );
  app.use(
    withBuild((web, req, res, next) => {
      // Pages are sent below, with the public origin filled in; never their raw build files.
      if (req.path.endsWith('.html') || req.path.startsWith(`/${prerenderedDir}/`)) return next();
      web.files(req, res, next);
    }),
  );
  app.get(/^\/(?!api\/|socket\.io\/).*/, async (req, res, next) => {
    const web = build();
    if (!web) return next();
    const personal = preload ? await personalShell(req, deps, web, preload) : null;
    const firstRequest = personal ? null : web.pages.firstRequestLink(req.path, req.query);
    if (firstRequest) res.set('Link', firstRequest);
    sendHtml(req, res, personal ?? web.pages.pageFor(req.path, req.query), personal !== null);
  });
}
