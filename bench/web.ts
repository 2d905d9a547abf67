/**
 * npm run bench:web: Lighthouse (mobile emulation, its default simulated throttling) driving
 * Debian's chromium against the production build served by `npm start`, on its own database
 * (created and dropped here) with the demo data. Three runs per page; the medians go to
 * docs/benchmarks.md between the bench:web markers, which `npm run bench` keeps (decisions 070, 082).
 * BENCH_WEB_RUNS changes the number of runs; BENCH_WEB_PAGES=call-logs measures only the pages whose
 * name contains it; BENCH_WEB_REPORTS=<dir> keeps each run's full Lighthouse report there (JSON) and
 * the trace it was computed from (`.trace.json`, opens in Chrome's Performance panel).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { repoRoot } from '../api/src/platform/paths.ts';
import { createPool } from '../api/src/platform/db/pool.ts';
import { demoLogins } from '../scripts/lib/demo-seed.ts';
import { testConfig } from '../test/support/config.ts';
import { createMigratedDatabase, dropDatabase } from '../test/support/databases.ts';
import { freePort } from '../test/support/free-port.ts';
import {
  chromiumFlags,
  medianOf,
  type PageResult,
  type RunResult,
  type ServerRenderResult,
  writeWebSection,
} from './web-report.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const dbName = `hv_bench_web_${Date.now().toString(36)}`;

/** `npm start` as a visitor's server would run it: the web build, the api and the worker. */
async function startApp(databaseUrl: string, dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'start.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready on')) resolve();
    });
  });
  child.stdout.resume();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

/**
 * Signs the demo owner in through the real sign-in route and puts the session's cookies into the
 * browser's own cookie jar (Lighthouse keeps cookies between runs), so the page and every request
 * it makes carry them and take the answers' new cookies, as a signed-in visitor's browser does.
 * (A fixed Cookie header from Lighthouse's extraHeaders reached the page's navigation but not all
 * of its own requests; the earlier measurements of the call log were partly of the login page.)
 */
async function signInOwner(baseUrl: string, chromePort: number): Promise<string> {
  const owner = demoLogins.find((login) => login.role === 'owner')!;
  const anon = await fetch(`${baseUrl}/api/auth/csrf`);
  const csrf = /hv_csrf=([^;]+)/.exec(anon.headers.getSetCookie().join(';'))![1]!;
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `hv_csrf=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  if (!res.ok) throw new Error(`demo owner sign-in failed: ${res.status}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const cookies = res.headers.getSetCookie().map((header) => {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const [name, ...value] = pair!.split('=');
      const cookiePath = attributes.find((a) => /^path=/i.test(a))?.slice('path='.length) ?? '/';
      return { name: name!, value: value.join('='), url: `${baseUrl}${cookiePath}` };
    });
    await browser.contexts()[0]!.addCookies(cookies);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.floor(p * (sorted.length - 1))]!;

/**
 * What the signed-in call log costs the server (decision 082): the whole page's answer as a phone
 * asks for it (session, loaders, React's render, Brotli), 500 one at a time after 30 not counted.
 */
async function measureServerRender(baseUrl: string, cookie: string): Promise<ServerRenderResult> {
  const headers = { cookie, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile', 'accept-encoding': 'br' };
  const first = await fetch(`${baseUrl}/dashboard/call-logs`, { headers });
  const url = first.url;
  const html = await first.text();
  const calls = html.match(/data-call-id="/g)?.length ?? 0;
  if (calls === 0) throw new Error('the call log came without its calls in the HTML');
  const page: number[] = [];
  for (let i = 0; i < 530; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (i >= 30) page.push(performance.now() - started);
  }
  page.sort((a, b) => a - b);
  return { calls, markupBytes: html.length, pageP50: percentile(page, 0.5), pageP95: percentile(page, 0.95) };
}

async function audit(url: string, chromePort: number): Promise<RunResult> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (process.env.BENCH_WEB_REPORTS) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(result.lhr));
    // The unthrottled trace Lighthouse simulated from: what each long task really was.
    fs.writeFileSync(
      path.join(process.env.BENCH_WEB_REPORTS, name.replace(/\.json$/, '.trace.json')),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  // A run Lighthouse could not finish (a page that did not paint in time on a busy machine) has no
  // numbers: it must not count as a score of 0.
  if (result.lhr.runtimeError)
    throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  // A page that sent the visitor elsewhere (a signed-out dashboard goes to /login) measured the wrong page.
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}; not measuring that`);
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing,
  };
}

const databaseUrl = await createMigratedDatabase(adminUrl, dbName);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-bench-web-'));
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const app = await startApp(databaseUrl, dataDir, port);
const chrome = await chromeLauncher.launch({ chromePath: testConfig.chromiumPath, chromeFlags: chromiumFlags });
const results: PageResult[] = [];
let serverRender: ServerRenderResult | null = null;
try {
  const pool = createPool(databaseUrl, 1);
  const hotelId = (await pool.query<{ hotel_id: string }>('select hotel_id from hotels order by name limit 1')).rows[0]!
    .hotel_id;
  await pool.end();
  const pages = [
    { name: '/', path: '/' },
    { name: '/try', path: '/try' },
    { name: '/review?hotelId=…', path: `/review?hotelId=${hotelId}` },
    { name: '/dashboard/call-logs (signed in)', path: '/dashboard/call-logs', signedIn: true },
    { name: '/dashboard/insights (signed in)', path: '/dashboard/insights', signedIn: true },
  ];
  for (const page of pages.filter((p) => p.name.includes(process.env.BENCH_WEB_PAGES ?? ''))) {
    const samples: RunResult[] = [];
    const cookie = page.signedIn ? await signInOwner(baseUrl, chrome.port) : null;
    for (let attempt = 0; samples.length < runs; attempt += 1) {
      try {
        samples.push(await audit(baseUrl + page.path, chrome.port));
        console.log(page.name, JSON.stringify(samples.at(-1)));
      } catch (error) {
        if (attempt >= runs * 2) throw error;
        console.warn(`${page.name}: run not counted, trying again (${String(error)})`);
      }
    }
    results.push({ name: page.name, ...medianOf(samples) });
    if (cookie && page.path === '/dashboard/call-logs') serverRender = await measureServerRender(baseUrl, cookie);
  }
} finally {
  chrome.kill();
  await app.stop();
  await dropDatabase(adminUrl, dbName);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

writeWebSection(path.join(repoRoot, 'docs', 'benchmarks.md'), results, runs, serverRender);
console.log('written to docs/benchmarks.md');
process.exit(0);
