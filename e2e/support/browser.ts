import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { demoLogins } from '../../scripts/lib/demo-seed.ts';
import { testConfig } from '../../test/support/config.ts';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium, driven by playwright-core (no browser download is possible here). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: testConfig.chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
}

/** Set on <html> by the web's root once React has hydrated the server's page (web/src/app/root.tsx). */
export const hydratedSelector = 'html[data-hydrated]';

/**
 * A page whose `goto` and `reload` resolve once the server's page is hydrated (pages arrive drawn,
 * before their script runs: a test that types at once would race the hydration). A `goto` with
 * `waitUntil: 'commit'` is the test's own business and is not waited for, nor is `about:blank`.
 */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = () => page.waitForSelector(hydratedSelector, { state: 'attached' });
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && !url.startsWith('about:')) await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
  return page;
}

let visitors = 0;

/**
 * A browser context that is a visitor of its own: its own client address (X-Forwarded-For, which
 * the browser tests' stack trusts), so per-address limits and throttles count each context apart
 * while browser files run side by side. Addresses are unique per Vitest worker and context.
 * A test that holds the app's script back with `page.route` blocks the dashboard's service worker
 * (`serviceWorkers: 'block'`): once the worker controls a page it answers the build files from its
 * cache, which `page.route` never sees, so the script would arrive anyway, depending on how soon
 * the worker was active.
 */
export function newVisitorContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  visitors++;
  const worker = testConfig.workerId % 256;
  const address = `10.${worker}.${(visitors >> 8) & 255}.${visitors & 255}`;
  return browser.newContext({
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, 'x-forwarded-for': address },
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number; serviceWorkers?: 'allow' | 'block' } = {},
) {
  const context: BrowserContext = await newVisitorContext(browser, {
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page: Page = waitingForHydration(await context.newPage());
  return { context, page };
}

export type DemoRole = (typeof demoLogins)[number]['role'];

/** Signs in through the real login page as one of the demo accounts. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const login = demoLogins.find((l) => l.role === role)!;
  await page.goto(role === 'admin' ? '/admin/login' : '/login');
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Login' }).click();
}
