import fs from 'node:fs';
import path from 'node:path';
import type { TransformOptions } from 'node:stream';
import type { BrotliOptions, ZlibOptions } from 'node:zlib';
import compression from 'compression';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { publicPages } from '../../contracts/public-pages.ts';
import type { WebLoadContext } from '../../contracts/web-context.ts';
import { cspNonceOf } from './content-security.ts';

/**
 * The web, as the composition root hands it in (decision 082): no module of the api imports web
 * code. `handle` is React Router's request handler of the web's server build (or of Vite's dev
 * server), given each request's load context.
 */
export interface WebApp {
  /** The browser files of the build (hashed assets under assets/, the public folder's files); none in dev. */
  clientDir?: string;
  /** Vite's middleware in `npm run dev`: modules, hot reload, the public folder. */
  devMiddleware?: RequestHandler;
  handle(req: Request, res: Response, next: NextFunction, context: WebLoadContext): void;
}

/**
 * How much of a page the compressor takes before it asks the renderer to wait. React Router waits
 * with `once('drain')` on the response, which compression hands to its zlib stream but cannot take
 * back from it, so each wait left a listener behind (11 on the call log's 110 KB page, and Node's
 * MaxListenersExceededWarning); a buffer larger than any page means no page waits. Node's zlib
 * streams are Transforms and take a Transform's highWaterMark with their options.
 */
const pageBuffer: BrotliOptions & ZlibOptions & Pick<TransformOptions, 'highWaterMark'> = { highWaterMark: 512 * 1024 };

/** Serves a file's `.br` or `.gz` copy (written by the web build) to a client that takes it. */
const precompressed = (dir: string, serveStatic: NonNullable<Parameters<typeof expressStaticGzip>[1]>['serveStatic']) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic });

function sitemapOf(publicUrl: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages.filter((p) => p.inSitemap).map((p) => `  <url><loc>${escape(publicUrl + p.path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

const robotsOf = (publicUrl: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/**
 * Mounts the web after /api and Socket.IO: hashed assets cached for a year and every text file in
 * Brotli or gzip, robots.txt and sitemap.xml for the public origin, then every other GET and every
 * form POST to a page through React Router, which renders the page on the server.
 */
export function serveWeb(
  app: Express,
  web: WebApp,
  publicUrl: string,
  contextOf: (req: Request, res: Response, nonce: string) => WebLoadContext,
): void {
  const robots = robotsOf(publicUrl);
  const sitemap = sitemapOf(publicUrl);
  app.get(
    '/robots.txt',
    (_req, res) => void res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots),
  );
  app.get(
    '/sitemap.xml',
    (_req, res) => void res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemap),
  );
  // The service worker's script (decision 094): asked again on every visit, so a release reaches
  // installed apps at once; the browser compares it byte for byte before it updates anything.
  app.get('/sw.js', (_req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    next();
  });
  if (web.devMiddleware) app.use(web.devMiddleware);
  if (web.clientDir && fs.existsSync(web.clientDir)) {
    // Hashed names: a changed file gets a new name, so browsers may keep these for a year unasked.
    app.use(
      '/assets',
      precompressed(path.join(web.clientDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
    );
    app.use(precompressed(web.clientDir, { index: false, maxAge: '1h' }));
  }
  const pages = /^\/(?!api\/|socket\.io\/).*/;
  const render: RequestHandler = (req, res, next) => {
    // A page is one person's (their calls, their form's answer): no shared cache keeps it.
    res.set('Cache-Control', 'no-store');
    web.handle(req, res, next, contextOf(req, res, cspNonceOf(res)));
  };
  // Pages are rendered per request and streamed: compressed as they stream (gzip or Brotli).
  const compress = compression({ ...pageBuffer, brotli: pageBuffer });
  app.get(pages, compress, render);
  app.post(pages, compress, render);
}
