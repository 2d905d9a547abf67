import fs from 'node:fs';
import path from 'node:path';
import {
  appShellFile,
  prerenderedDir,
  publicPages,
  publicUrlPlaceholder,
  routePreloadsFile,
  type PublicPage,
} from '@hotelvoice/api/contracts/public-pages';
import {
  appEntry,
  appManifestFile,
  closureOf,
  publicEntry,
  publicManifestFile,
  readManifest,
  type Manifest,
} from './manifest.ts';

/** The public build's renderer (web/src/public-server.tsx). */
export interface PublicPageRenderer {
  renderPage(url: string): Promise<string>;
}

/** The app build's renderer (web/src/entry-server.tsx). */
export interface ShellRenderer {
  renderShell(): Promise<string>;
}

/**
 * The route module each prerendered page shows (web/src/public/public-page-modules.ts loads the
 * same); its chunks are preloaded beside the public entry's.
 */
export const pageRouteModules: Record<string, string> = {
  '/': 'src/app/routes/marketing/landing.tsx',
  '/try': 'src/app/routes/marketing/try.tsx',
  '/signup': 'src/app/routes/auth/signup.tsx',
  '/login': 'src/app/routes/auth/login.tsx',
  '/review': 'src/app/routes/guest-review/guest-review.tsx',
  '/privacy': 'src/app/routes/marketing/privacy.tsx',
};

const dashboardLayout = 'src/app/routes/dashboard/layout.tsx';
const dashboardHome = 'src/app/routes/dashboard/home.tsx';

/**
 * Private pages and their route modules: the api adds these chunks as modulepreload links to a
 * signed-in visit's app shell, so the page's code loads beside the entry, not after it.
 */
export const privateRouteModules: Record<string, string[]> = {
  '/dashboard': [dashboardLayout, dashboardHome],
  '/dashboard/home': [dashboardLayout, dashboardHome],
  '/dashboard/call-logs': [dashboardLayout, 'src/app/routes/dashboard/call-logs.tsx'],
  '/dashboard/insights': [dashboardLayout, 'src/app/routes/dashboard/insights.tsx'],
  '/dashboard/integrations': [dashboardLayout, 'src/app/routes/dashboard/integrations.tsx'],
  '/dashboard/reviews': [dashboardLayout, 'src/app/routes/dashboard/reviews.tsx'],
};

/** Stands in for the hotel id while rendering the review page: the shell, with its hotel still loading. */
const pendingParamValue = 'prerender';
const socialImage = '/images/call-logs-screenshot.png';

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function headTags(page: PublicPage, preloads: string[]): string {
  const url = `${publicUrlPlaceholder}${page.path}`;
  const title = escapeAttr(page.title);
  const description = escapeAttr(page.description);
  const image = `${publicUrlPlaceholder}${socialImage}`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="HotelVoice" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1440" />`,
    `<meta property="og:image:height" content="900" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}

/** The route chunks and what they import, minus what the entry already preloads. */
function routePreloads(manifest: Manifest, entry: string, routeModules: (string | undefined)[]): string[] {
  for (const key of routeModules) {
    if (!key || !manifest[key])
      throw new Error(`${key ?? 'a page'} is not in the build manifest; update web/scripts/prerender.ts`);
  }
  const entryFiles = new Set([...closureOf(manifest, [entry])].map((key) => manifest[key]!.file));
  return [...closureOf(manifest, routeModules as string[])]
    .map((key) => manifest[key]!.file)
    .filter((f) => !entryFiles.has(f));
}

const rootElement = '<div id="root"></div>';

/**
 * A prerendered page carries the app's stylesheet inline: a first visit then paints from the HTML
 * alone, without waiting a round trip for the render-blocking CSS (about 8 KB Brotli, so the page
 * still arrives in the first few round trips). The app shell keeps the cached link.
 */
function inlineStylesheet(html: string, distDir: string): string {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
  const match = link.exec(html);
  if (!match) throw new Error('web/index.html has no stylesheet link to inline');
  const css = fs.readFileSync(path.join(distDir, match[1]!), 'utf8');
  if (css.includes('</style')) throw new Error(`${match[1]} cannot be inlined: it contains "</style"`);
  return html.replace(link, () => `<style>${css}</style>`);
}

function fillTemplate(template: string, head: string | null, body: string): string {
  if (!template.includes(rootElement)) throw new Error(`web/index.html has no ${rootElement} to fill`);
  // Replacer functions: a `$&` or `$'` in the page's text must stay text, not a replacement pattern.
  let html = template.replace(rootElement, () => `<div id="root">${body}</div>`);
  if (head !== null) {
    html = html.replace(/\n\s*<title>[^<]*<\/title>/, '').replace(/\n\s*<meta name="description"[^>]*>/, '');
    html = html.replace('</head>', () => `  ${head}\n  </head>`);
  }
  return html;
}

/**
 * Writes dist/prerendered/<page>.html for every public page from the public build's document
 * (dist/public.html, removed afterwards: the api serves the pages, not their template).
 */
export async function prerenderPublicPages(distDir: string, renderer: PublicPageRenderer): Promise<void> {
  const templatePath = path.join(distDir, publicEntry);
  const template = fs.readFileSync(templatePath, 'utf8');
  const manifest = readManifest(distDir, publicManifestFile);
  fs.mkdirSync(path.join(distDir, prerenderedDir), { recursive: true });
  for (const page of publicPages) {
    const query = page.requiredParam ? `?${page.requiredParam}=${pendingParamValue}` : '';
    const body = await renderer.renderPage(`http://localhost${page.path}${query}`);
    const head = headTags(page, routePreloads(manifest, publicEntry, [pageRouteModules[page.path]]));
    const html = inlineStylesheet(fillTemplate(template, head, body), distDir);
    fs.writeFileSync(path.join(distDir, prerenderedDir, page.file), html);
  }
  fs.rmSync(templatePath);
}

/** Writes the private pages' route chunks, and the app shell into dist/index.html. */
export async function writeAppShell(distDir: string, renderer: ShellRenderer): Promise<void> {
  const templatePath = path.join(distDir, appShellFile);
  const template = fs.readFileSync(templatePath, 'utf8');
  const manifest = readManifest(distDir, appManifestFile);
  fs.mkdirSync(path.join(distDir, prerenderedDir), { recursive: true });
  const privatePreloads = Object.fromEntries(
    Object.entries(privateRouteModules).map(([pagePath, modules]) => [
      pagePath,
      routePreloads(manifest, appEntry, modules),
    ]),
  );
  fs.writeFileSync(path.join(distDir, prerenderedDir, routePreloadsFile), JSON.stringify(privatePreloads, null, 2));
  fs.writeFileSync(templatePath, fillTemplate(template, null, await renderer.renderShell()));
}
