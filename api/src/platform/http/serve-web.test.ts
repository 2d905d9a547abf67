import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardPreload } from '../../contracts/dashboard.ts';
import { addDays, followUpPageSize } from '../../contracts/insights-period.ts';
import {
  dashboardPreloadElementId,
  publicUrlPlaceholder,
  routePreloadsFile,
  selectedHotelCookie,
  serverRendererFile,
} from '../../contracts/public-pages.ts';
import { createHotel, createUser, linkUserToHotel, type TestUser } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { cookieNames } from './cookies.ts';
import { dashboardEarlyScript } from './dashboard-early-script.ts';

const publicUrl = 'https://hotelvoice.example';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-serve-web-'));
const dist = path.join(webDir, 'dist');
const appJs = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let app: TestApp;
let owner: TestUser;
let ownHotel: { id: string; name: string };
let otherHotel: { id: string; name: string };

const shellLoading = '<div class="center"><div role="status">Loading page</div></div>';
const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${publicUrlPlaceholder}/" /></head><body><div id="root">${body}</div></body></html>`;

/**
 * Stands in for web/src/dashboard-server.tsx (its own rendering is tested in the browser,
 * e2e/first-visit): draws what it was given, refuses a URL with `draw=fail`, and has nothing to draw
 * without the first calls, like the real one.
 */
const fakeRenderer = `
export async function renderDashboardPage({ href, preload, hotelHint, viewport }) {
  const url = new URL(href);
  if (url.searchParams.get('draw') === 'fail') throw new Error('cannot draw this page');
  if (!preload.callLogs) return null;
  const calls = preload.callLogs.page.items.map((call) => call.callId).join(' ');
  return {
    html: '<main>' + calls + ' for ' + viewport + ', hint ' + hotelHint + '</main>',
    renderedFor: url.pathname + '?hotel=' + preload.callLogs.hotelId + '&q="quoted"',
  };
}`;

/**
 * A web build as web/scripts/build.ts writes it: the shell, two prerendered pages, a compressed
 * asset, and the dashboard's server renderer beside web/dist.
 */
function writeDist() {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.dirname(path.join(webDir, serverRendererFile)), { recursive: true });
  fs.writeFileSync(path.join(webDir, serverRendererFile), fakeRenderer);
  fs.mkdirSync(path.join(dist, 'prerendered'));
  // The loading state nests divs, as the real shell's does: the root element ends at its own `</div>`.
  fs.writeFileSync(path.join(dist, 'index.html'), page('shell', shellLoading));
  fs.writeFileSync(path.join(dist, 'prerendered', 'home.html'), page('home', 'Your AI-powered front desk'));
  fs.writeFileSync(path.join(dist, 'prerendered', 'review.html'), page('review', 'Loading...'));
  fs.writeFileSync(
    path.join(dist, 'prerendered', routePreloadsFile),
    JSON.stringify({
      '/dashboard/call-logs': ['assets/call-logs-abc.js'],
      '/dashboard/insights': ['assets/insights-abc.js'],
    }),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), appJs);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), zlib.brotliCompressSync(appJs));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.gz'), zlib.gzipSync(appJs));
}

async function sessionCookie(user: TestUser): Promise<string> {
  const session = await app.deps.auth.signIn(user.email, user.password);
  return `${cookieNames.access}=${session.accessToken}`;
}

function embedded(html: string): DashboardPreload | null {
  const match = new RegExp(`<script type="application/json" id="${dashboardPreloadElementId}">(.*?)</script>`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as DashboardPreload) : null;
}

beforeAll(async () => {
  writeDist();
  app = createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: publicUrl } });
  owner = await createUser(app.deps.auth, app.deps.pool);
  // A name that tries to close the JSON's script element, and replacement patterns of String#replace.
  ownHotel = await createHotel(app.deps.pool, { name: "Aa </script><script>alert(1)</script> $' $& Inn" });
  otherHotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, ownHotel.id);
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript,
       transcript_text, turn_count, transcript_path, transcript_size, transcript_created)
     values ($1, 'c1_lobby_20250301_100000', 'lobby', '2025-03-01T10:00:00Z', '2025-03-01T10:00:42Z', 42, '[]', '', 0,
       $2, 2, '2025-03-01T10:00:00Z'),
            ($3, 'c2_lobby_20250301_100000', 'lobby', '2025-03-01T10:00:00Z', '2025-03-01T10:00:42Z', 42, '[]', '', 0,
       $4, 2, '2025-03-01T10:00:00Z')`,
    [
      ownHotel.id,
      `hotels/${ownHotel.id}/transcripts/c1_lobby_20250301_100000.json`,
      otherHotel.id,
      `hotels/${otherHotel.id}/transcripts/c2_lobby_20250301_100000.json`,
    ],
  );
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web build', () => {
  it('when a hashed asset is asked for with Brotli accepted, then the .br copy is sent, cached for a year', async () => {
    const res = await request(app.app).get('/assets/app-abc.js').set('accept-encoding', 'br, gzip').buffer(true);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const gz = await request(app.app).get('/assets/app-abc.js').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(appJs);
    const missing = await request(app.app).get('/assets/nothing-here.js');
    expect(missing.status).toBe(404);
  });

  it('when a prerendered page is asked for, then it is sent compressed, with the public origin, not cached without asking', async () => {
    const res = await request(app.app).get('/').set('accept-encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('Your AI-powered front desk');
    expect(res.text).toContain(`<link rel="canonical" href="${publicUrl}/" />`);
    expect(res.text).not.toContain(publicUrlPlaceholder);
    const again = await request(app.app).get('/').set('if-none-match', String(res.headers.etag));
    expect(again.status).toBe(304);
  });

  it('when the review page has no hotel id, then the app shell is sent instead of the prerendered review', async () => {
    const withId = await request(app.app).get(`/review?hotelId=${ownHotel.id}`);
    expect(withId.text).toContain('<title>review</title>');
    const without = await request(app.app).get('/review');
    expect(without.text).toContain('<title>shell</title>');
  });

  it("when the review page is asked for, then a Link header preloads its hotel's public fields, the id encoded; nothing without one", async () => {
    const res = await request(app.app).get(`/review?hotelId=${ownHotel.id}`);
    expect(res.headers.link).toBe(`</api/public/hotels/${ownHotel.id}>; rel=preload; as=fetch; crossorigin`);
    const odd = await request(app.app).get(`/review?hotelId=${encodeURIComponent('a>; rel=x, </b')}`);
    expect(odd.headers.link).toBe(
      '</api/public/hotels/a%3E%3B%20rel%3Dx%2C%20%3C%2Fb>; rel=preload; as=fetch; crossorigin',
    );
    for (const url of ['/review', '/review?hotelId=a&hotelId=b', '/', '/login']) {
      expect((await request(app.app).get(url)).headers.link).toBeUndefined();
    }
  });

  it("when a public page's form is posted natively (before its script ran), then the visitor is sent back to the page, with no CSRF token needed", async () => {
    const password = 'pre-hydration-secret-1';
    for (const url of ['/login', '/signup', '/', `/review?hotelId=${ownHotel.id}`]) {
      const res = await request(app.app).post(url).type('form').send({ email: 'owner@example.com', password });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(url);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.stringify(res.headers) + res.text).not.toContain(password);
    }
    // Only the public pages answer this way; any other page post still needs its CSRF token.
    const other = await request(app.app).post('/dashboard/home').type('form').send({ password });
    expect(other.status).toBe(403);
  });

  it('when a build file is asked for by its own path, then the page route answers with the shell, not the raw file', async () => {
    for (const url of ['/prerendered/home.html', '/index.html', '/.vite/manifest.json']) {
      const res = await request(app.app).get(url);
      expect(res.text).not.toContain(publicUrlPlaceholder);
    }
  });

  it('when robots.txt and sitemap.xml are asked for, then they name the public origin and list the indexable pages', async () => {
    const robots = await request(app.app).get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /dashboard');
    const sitemap = await request(app.app).get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    for (const pagePath of ['/', '/try', '/signup', '/login']) {
      expect(sitemap.text).toContain(`<loc>${publicUrl}${pagePath}</loc>`);
    }
    expect(sitemap.text).not.toContain('/review');
  });
});

describe('dashboard pages for a signed-in owner', () => {
  it('when the call log is opened, then the page embeds the user, their hotels and the first calls, preloads the route and is never stored', async () => {
    const res = await request(app.app)
      .get('/dashboard/call-logs')
      .set('cookie', await sessionCookie(owner));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/call-logs-abc.js" />');
    // The hotel's name cannot end the script element.
    expect(res.text).not.toContain('</script><script>alert(1)');
    const data = embedded(res.text)!;
    expect(data.user.id).toBe(owner.id);
    expect(data.hotels.map((h) => h.name)).toEqual([ownHotel.name]);
    expect(data.callLogs?.hotelId).toBe(ownHotel.id);
    expect(data.callLogs?.page.items.map((c) => c.callId)).toEqual(['c1_lobby_20250301_100000']);
    // Its one executable inline script is the one the content security policy allows by hash.
    const inline = [...res.text.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([dashboardEarlyScript]);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${hash}`);
  });

  it("when the selected-hotel cookie names another owner's hotel, then that hotel's calls are not embedded", async () => {
    const res = await request(app.app)
      .get('/dashboard/call-logs')
      .set('cookie', `${await sessionCookie(owner)}; ${selectedHotelCookie}=${otherHotel.id}`);
    const data = embedded(res.text)!;
    expect(data.callLogs?.hotelId).toBe(ownHotel.id);
    expect(res.text).not.toContain('c2_lobby_20250301_100000');
  });

  it("when the URL names one of the user's hotels, then that hotel's calls are embedded; another owner's hotel in the URL is not", async () => {
    const manager = await createUser(app.deps.auth, app.deps.pool);
    const secondHotel = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, manager.id, ownHotel.id);
    await linkUserToHotel(app.deps.pool, manager.id, secondHotel.id);
    const cookie = `${await sessionCookie(manager)}; ${selectedHotelCookie}=${ownHotel.id}`;
    const named = embedded(
      (await request(app.app).get(`/dashboard/call-logs?hotel=${secondHotel.id}`).set('cookie', cookie)).text,
    )!;
    expect(named.callLogs?.hotelId).toBe(secondHotel.id);
    const foreign = await request(app.app).get(`/dashboard/call-logs?hotel=${otherHotel.id}`).set('cookie', cookie);
    expect(embedded(foreign.text)!.callLogs?.hotelId).toBe(ownHotel.id);
    expect(foreign.text).not.toContain('c2_lobby_20250301_100000');
  });

  it("when the insights page is opened, then it embeds the opening week's figures, the follow-ups and the settings exactly as its own requests answer", async () => {
    const cookie = await sessionCookie(owner);
    const res = await request(app.app).get('/dashboard/insights').set('cookie', cookie);
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/insights-abc.js" />');
    const data = embedded(res.text)!;
    expect(data.callLogs).toBeNull();
    const insights = data.insights!;
    expect(insights.hotelId).toBe(ownHotel.id);
    expect(insights.from).toBe(addDays(insights.to, -6));
    const base = `/api/hotels/${ownHotel.id}`;
    const ask = async (url: string) => (await request(app.app).get(url).set('cookie', cookie).expect(200)).body;
    expect(insights.figures).toEqual(await ask(`${base}/insights?from=${insights.from}&to=${insights.to}`));
    expect(insights.followUps).toEqual(await ask(`${base}/follow-ups?limit=${followUpPageSize}`));
    expect(insights.settings).toEqual(await ask(`${base}/insights/settings`));
    const callLog = embedded((await request(app.app).get('/dashboard/call-logs').set('cookie', cookie)).text)!;
    expect(callLog.insights).toBeNull();
  });

  it('when the list is filtered, then only the user and hotels are embedded (the filter days are the browser’s)', async () => {
    const res = await request(app.app)
      .get('/dashboard/call-logs?q=sauna')
      .set('cookie', await sessionCookie(owner));
    const data = embedded(res.text)!;
    expect(data.hotels).toHaveLength(1);
    expect(data.callLogs).toBeNull();
  });

  it("when the call log is opened on a phone, then its root element holds the server's drawing of it, with the URL and viewport it was drawn for", async () => {
    const cookie = await sessionCookie(owner);
    const phone = await request(app.app)
      .get('/dashboard/call-logs')
      .set('cookie', cookie)
      .set(
        'user-agent',
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      );
    expect(phone.text).toContain(
      `<div id="root" data-rendered-for="/dashboard/call-logs?hotel=${ownHotel.id}&amp;q=&quot;quoted&quot;" data-viewport="phone"><main>c1_lobby_20250301_100000 for phone, hint null</main></div><script type="application/json"`,
    );
    expect(phone.text).not.toContain('Loading page');
    expect(embedded(phone.text)!.callLogs?.hotelId).toBe(ownHotel.id);
    const desktop = await request(app.app)
      .get('/dashboard/call-logs')
      .set('cookie', `${cookie}; ${selectedHotelCookie}=${ownHotel.id}`)
      .set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36');
    expect(desktop.text).toContain(
      `data-viewport="wide"><main>c1_lobby_20250301_100000 for wide, hint ${ownHotel.id}</main>`,
    );
  });

  it('when the renderer fails or has nothing to draw, then the page is still sent with its preload and the loading shell', async () => {
    const cookie = await sessionCookie(owner);
    for (const url of ['/dashboard/call-logs?draw=fail', '/dashboard/call-logs?q=sauna']) {
      const res = await request(app.app).get(url).set('cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<div id="root">${shellLoading}</div><script type="application/json"`);
      expect(res.text).not.toContain('data-rendered-for');
      expect(embedded(res.text)!.user.id).toBe(owner.id);
    }
  });

  it('when nobody or a bad token asks, then the plain shell is sent with nothing embedded', async () => {
    for (const cookie of ['', `${cookieNames.access}=not-a-token`]) {
      const res = await request(app.app).get('/dashboard/call-logs').set('cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>shell</title>');
      expect(embedded(res.text)).toBeNull();
      expect(res.text).not.toContain('modulepreload');
    }
  });
});
