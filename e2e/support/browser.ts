import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

export async function newPage(browser: Browser, baseURL: string, options: { width?: number; height?: number } = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  const page: Page = await context.newPage();
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
