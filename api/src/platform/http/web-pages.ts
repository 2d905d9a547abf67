import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  appShellFile,
  dashboardPreloadElementId,
  prerenderedDir,
  publicPages,
  publicUrlPlaceholder,
  renderedForAttribute,
  routePreloadsFile,
  viewportAttribute,
  type ServerViewport,
} from '../../contracts/public-pages.ts';
import { dashboardEarlyScript } from './dashboard-early-script.ts';

/** A page the dashboard's server renderer drew, and what the web needs to hydrate it. */
export interface RenderedPage {
  html: string;
  renderedFor: string;
  viewport: ServerViewport;
}

/** One HTML document, ready in every encoding the api sends, with its validator. */
export interface WebPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface WebPages {
  /** The prerendered page for this path, or the app shell for every other one. */
  pageFor(pathname: string, query: Record<string, unknown>): WebPage;
  /** A `Link` header preloading the prerendered page's first api request, if it makes one. */
  firstRequestLink(pathname: string, query: Record<string, unknown>): string | null;
  /**
   * The app shell with one signed-in visitor's data and the page's route chunks (not cached, not
   * shared); with the page's server-rendered markup in its root element when there is one.
   */
  shellWithPreload(pathname: string, data: unknown, rendered?: RenderedPage | null): WebPage | null;
  sitemap: string;
  robots: string;
}

/**
 * Brotli quality 10 for the shared pages, compressed once each (about 3 % larger than 11 at a third
 * of the time); 5 and gzip 6 for the pages made per request.
 */
function toPage(html: string, effort: 'once' | 'per-request' = 'once'): WebPage {
  const identity = Buffer.from(html);
  const once = effort === 'once';
  return {
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: once ? 10 : 5 } }),
    gzip: zlib.gzipSync(identity, { level: once ? 9 : 6 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Text made safe inside markup: an attribute value in quotes, element text, XML. */
const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const rootOpening = '<div id="root">';

/**
 * Where the shell's root element starts and ends: its opening tag and the `</div>` that closes it
 * (the build's loading state inside holds nested divs).
 */
function rootElementRange(html: string): { start: number; end: number } | null {
  const start = html.indexOf(rootOpening);
  if (start < 0) return null;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start + rootOpening.length;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start, end: match.index + '</div>'.length };
  }
  return null;
}

/**
 * Reads the built pages once (decision 070): the public origin goes where the build left its
 * placeholder (canonical and Open Graph URLs) and each page is compressed here once, on its first
 * request, rather than on every request. A page the build did not write falls back to the app shell.
 */
export function loadWebPages(dist: string, publicUrl: string): WebPages {
  const read = (file: string) =>
    fs.readFileSync(path.join(dist, file), 'utf8').replaceAll(publicUrlPlaceholder, () => publicUrl);
  const shellHtml = read(appShellFile);
  // Each page is compressed on its first request, so an api that never serves one never pays for it.
  const shell = memo(() => toPage(shellHtml));
  const preloadsPath = path.join(dist, prerenderedDir, routePreloadsFile);
  const routePreloads: Record<string, string[]> = fs.existsSync(preloadsPath)
    ? (JSON.parse(fs.readFileSync(preloadsPath, 'utf8')) as Record<string, string[]>)
    : {};
  const pages = new Map<string, () => WebPage>();
  for (const page of publicPages) {
    const file = path.join(prerenderedDir, page.file);
    if (fs.existsSync(path.join(dist, file))) {
      const html = read(file);
      pages.set(
        page.path,
        memo(() => toPage(html)),
      );
    }
  }
  const indexed = publicPages.filter((page) => page.inSitemap);
  return {
    pageFor(pathname, query) {
      const page = publicPages.find((p) => p.path === pathname);
      if (!page || (page.requiredParam && !query[page.requiredParam])) return shell();
      return (pages.get(page.path) ?? shell)();
    },
    firstRequestLink(pathname, query) {
      const page = publicPages.find((p) => p.path === pathname);
      const value = page?.requiredParam ? query[page.requiredParam] : undefined;
      if (!page?.firstRequest || typeof value !== 'string' || !value || value.length > 200) return null;
      // Same mode and credentials as the page's fetch (same-origin), so the page's request takes this answer.
      return `<${page.firstRequest(value)}>; rel=preload; as=fetch; crossorigin`;
    },
    shellWithPreload(pathname, data, rendered) {
      const chunks = routePreloads[pathname.replace(/\/$/, '')];
      if (!chunks || !shellHtml.includes('</body>')) return null;
      const links = chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('');
      const script = `<script type="application/json" id="${dashboardPreloadElementId}">${scriptJson(data)}</script><script>${dashboardEarlyScript}</script>`;
      // Replacer functions: a `$'` or `$&` in a hotel's name must stay text, not a replacement pattern.
      let html = shellHtml.replace('</head>', () => `${links}</head>`).replace('</body>', () => `${script}</body>`);
      const root = rendered ? rootElementRange(html) : null;
      if (rendered && root) {
        const element = `<div id="root" ${renderedForAttribute}="${escapeMarkup(rendered.renderedFor)}" ${viewportAttribute}="${rendered.viewport}">${rendered.html}</div>`;
        html = html.slice(0, root.start) + element + html.slice(root.end);
      }
      return toPage(html, 'per-request');
    },
    sitemap: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...indexed.map((page) => `  <url><loc>${escapeMarkup(publicUrl + page.path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
    robots: [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /admin',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n'),
  };
}
