/// <reference lib="dom" />
// page.evaluate callbacks run in the suite.browser.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nextAlert } from './support/dialogs.ts';
import { newPage, signInAs } from './support/browser.ts';
import { freezePageClock, recordStartedTimers, timersStarted } from './support/page-clock.ts';
import { privateChunkFiles } from './support/web-chunks.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser(); // the shared stack's /try number is +1 (555) 777-1234

describe('landing page', () => {
  it('when it loads, then it shows the claim, the PMS logos by name and the screenshot, and no dashboard or admin chunk', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByText('50%').isVisible()).resolves.toBe(true);
    for (const name of ['Opera PMS', 'Cloudbeds', 'Mews', 'Protel']) {
      await expect(page.getByRole('img', { name, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('img', { name: /call logs dashboard/i }).getAttribute('src')).resolves.toBe(
      '/images/call-logs-screenshot.png',
    );
    const screenshot = await page.request.get('/images/call-logs-screenshot.png');
    expect(screenshot.headers()['content-type']).toBe('image/png');
    await page.getByRole('heading', { name: 'Schedule a Demo' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');

    const { privateFiles, publicRouteFiles } = await privateChunkFiles();
    expect([...privateFiles].some((file) => file.includes('/layout-'))).toBe(true);
    expect(scripts.some((file) => file.includes('/landing-') && publicRouteFiles.has(file))).toBe(true);
    expect(scripts.filter((file) => privateFiles.has(file))).toEqual([]);
    await context.close();
  });

  it('when time passes, then the headline rotates through 24/7 Front Desk, Night Concierge and Guest Support', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.clock.install();
    await recordStartedTimers(page);
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1 });
    await hero.getByText('24/7 Front Desk', { exact: true }).waitFor();
    await freezePageClock(page);
    // The headline is in the server's HTML; it rotates once hydration has started its interval.
    await expect.poll(() => timersStarted(page, 2500)).toBe(1);
    await page.clock.runFor(2600);
    await hero.getByText('Night Concierge', { exact: true }).waitFor();
    await page.clock.runFor(2600);
    await hero.getByText('Guest Support', { exact: true }).waitFor();
    await page.clock.runFor(2600);
    await hero.getByText('24/7 Front Desk', { exact: true }).waitFor();
    await context.close();
  });

  it("when 'Schedule a Demo' is clicked, then the contact section scrolls into view", async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Schedule a Demo' });
    expect(await form.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await page.getByRole('button', { name: 'Schedule a Demo' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('contact')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    await context.close();
  });

  it('when the demo form is sent, then it is replaced by the thanks and the request is stored', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const tag = randomUUID().slice(0, 8);
    await page.goto('/');
    await page.getByLabel('Full Name').fill(`Rosa ${tag}`);
    await page.getByLabel('Email Address').fill(`rosa-${tag}@example.com`);
    await page.getByLabel('Hotel Name').fill(`Casa ${tag}`);
    await page.getByLabel('Message').fill('We have 40 rooms and miss calls at night.');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await page.getByText("Your demo request has been sent to our team. We'll be in touch with you shortly.").waitFor();
    expect(await page.getByRole('button', { name: 'Request Demo' }).count()).toBe(0);
    const { rows } = await suite.stack.pool.query('select name, hotel from public.demo_requests where email = $1', [
      `rosa-${tag}@example.com`,
    ]);
    expect(rows).toEqual([{ name: `Rosa ${tag}`, hotel: `Casa ${tag}` }]);
    await context.close();
  });

  it('when the demo request fails, then an alert says so and what was typed stays', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/');
    await page.getByLabel('Full Name').fill('Kept Name');
    await page.getByLabel('Email Address').fill('kept@example.com');
    await page.getByLabel('Hotel Name').fill('Kept Hotel');
    // Spaces pass the browser's `required` but not the server: the action refuses the request.
    await page.getByLabel('Message').fill('   ');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Request Demo' }).click();
    expect(await alert).toBe('Something went wrong. Please try again later.');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Kept Name');
    expect(await page.getByLabel('Hotel Name').inputValue()).toBe('Kept Hotel');
    const { rows } = await suite.stack.pool.query('select 1 from public.demo_requests where email = $1', [
      'kept@example.com',
    ]);
    expect(rows).toEqual([]);
    await context.close();
  });

  it('when the e-mail is not an address, then the browser blocks sending', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/demo-requests')) posted = true;
    });
    await page.goto('/');
    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Email Address').fill('not-an-address');
    await page.getByLabel('Hotel Name').fill('B');
    await page.getByLabel('Message').fill('C');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    expect(await page.getByLabel('Email Address').evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(
      false,
    );
    expect(posted).toBe(false);
    await context.close();
  });
});

describe('public header', () => {
  it('when signed out, then it links the logo home and shows Login; when signed in, Dashboard, in the page as it arrives', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const sessionAsked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/session') sessionAsked.push(r.url());
    });
    await page.goto('/try');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'HotelVoice home' }).getAttribute('href')).resolves.toBe('/');
    await expect(banner.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login');
    await signInAs(page, 'owner');
    await page.waitForURL('**/dashboard/home');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe(
      '/dashboard/home',
    );
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).count()).toBe(0);
    // The server drew the link from the request's session: it is in the HTML, and no page asked for it.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<header[\s\S]*href="\/dashboard\/home"[^>]*>Dashboard<\/a>[\s\S]*<\/header>/);
    expect(sessionAsked).toEqual([]);
    await context.close();
  });

  it("when the mobile menu is opened at 375 px, then it offers 'Try It Out' which leads to /try", async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, { width: 375, height: 740 });
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Try It Out' }).count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);
    await menu.getByRole('link', { name: 'Try It Out' }).click();
    await page.waitForURL('**/try');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});

describe('/try', () => {
  it('when opened, then the configured phone number is a tel: link, already in the page as it arrives', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    // In the server's HTML: the number is the page's largest text and paints before any script runs.
    const html = await (await page.request.get('/try')).text();
    expect(html).toContain('href="tel:+15557771234"');
    await page.goto('/try');
    const link = page.getByRole('link', { name: '+1 (555) 777-1234' });
    await expect(link.getAttribute('href')).resolves.toBe('tel:+15557771234');
    await context.close();
  });
});

describe('unknown paths', () => {
  it('when a path matches no route, then the not-found page shows', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});
