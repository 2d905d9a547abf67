import { randomUUID } from 'node:crypto';
import type { SiteAnalytics } from '@hotelvoice/api/contracts';
import { describe, expect, it } from 'vitest';
import { newVisitorContext, signInAs, waitingForHydration } from './support/browser.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

/** Headless Chromium names itself HeadlessChrome, which the endpoint rightly drops as a bot. */
const visitorAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const demoFunnel = (a: SiteAnalytics) => a.funnels.find((f) => f.id === 'demo')!.steps.map((s) => s.visitors);

describe('site analytics, end to end', () => {
  it('when a visitor lands, plays the demo and sends a demo request, then the admin analytics page shows the visit and the funnel steps', async () => {
    const tag = randomUUID().slice(0, 8);
    const admin = await newVisitorContext(suite.browser, {
      baseURL: suite.stack.baseUrl,
      viewport: { width: 1400, height: 900 },
    });
    const adminPage = waitingForHydration(await admin.newPage());
    await signInAs(adminPage, 'admin');
    await adminPage.waitForURL('**/admin');
    const read = async () =>
      (await (
        await adminPage.request.get(`/api/admin/analytics?from=${today()}&to=${today()}`)
      ).json()) as SiteAnalytics;
    const before = await read();

    const visitor = await newVisitorContext(suite.browser, { baseURL: suite.stack.baseUrl, userAgent: visitorAgent });
    // The demo's Play is the app's button: the page is used once React has taken it over.
    const page = waitingForHydration(await visitor.newPage());
    // The landing's page view leaves in a beacon of its own or with the demo's play; either way it
    // must reach the api (and be taken) before anything is read back.
    const pageViewTaken = page
      .waitForRequest((r) => r.url().endsWith('/api/events') && r.postData()?.includes('"page_view"') === true)
      .then(async (request) => (await request.response())?.status());
    await page.goto(`/?utm_source=e2e&utm_medium=browser&utm_campaign=${tag}`);
    await page.locator('#demo').getByRole('button', { name: 'Play' }).click();
    await page.locator('#demo').getByRole('button', { name: 'Pause' }).waitFor();
    // Landing and playing the demo set no cookie and store nothing in the browser.
    expect(await visitor.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    await page.getByLabel('Full Name').fill(`Vera ${tag}`);
    await page.getByLabel('Email Address').fill(`vera-${tag}@example.com`);
    await page.getByLabel('Hotel Name').fill(`Hotel ${tag}`);
    await page.getByLabel('Message').fill('Please show us the analytics.');
    // The beacon leaves 2 s after an event (or when the page is hidden); it may be the one the demo's
    // play started, so it is awaited from before the click.
    const beacon = page.waitForRequest(
      (r) => r.url().endsWith('/api/events') && r.postData()?.includes('demo_request_sent') === true,
    );
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await page.getByText('Thank You!').waitFor();
    await beacon;
    expect(await pageViewTaken).toBe(202);
    await page.close({ runBeforeUnload: true });
    await visitor.close();

    await adminPage.getByRole('link', { name: 'Analytics' }).click();
    await adminPage.getByRole('heading', { name: 'Analytics' }).waitFor();
    const campaigns = adminPage.getByRole('table', { name: 'Campaigns' });
    for (let i = 0; i < 60 && (await campaigns.getByText(`e2e / browser / ${tag}`).count()) === 0; i++) {
      await adminPage.waitForTimeout(1000);
      await adminPage.reload();
      await adminPage.getByRole('heading', { name: 'Analytics' }).waitFor();
    }
    if ((await campaigns.getByText(`e2e / browser / ${tag}`).count()) === 0) {
      // Say what the api had, so a miss names its cause.
      throw new Error(
        `no campaign row for ${tag} after a minute; the api answers ${JSON.stringify((await read()).topCampaigns)}`,
      );
    }
    const row = campaigns.getByRole('row').filter({ hasText: tag });
    expect(await row.getByRole('cell').last().textContent()).toBe('1');

    // Each beacon batch is its own job: the demo request may be counted after the page view.
    const funnelGrowth = async () => demoFunnel(await read()).map((n, i) => n - demoFunnel(before)[i]!);
    await expect.poll(funnelGrowth, { timeout: 30_000 }).toEqual([1, 1, 1]);
    const after = await read();
    expect(after.totals.visitors - before.totals.visitors).toBe(1);
    // The page opens on the last 30 days, which the demo data's history fills too.
    const shown = (await (
      await adminPage.request.get(`/api/admin/analytics?from=${daysAgo(29)}&to=${today()}`)
    ).json()) as SiteAnalytics;
    await adminPage.reload();
    const funnel = adminPage.getByRole('region', { name: 'Landing → demo played → demo request' });
    await funnel.getByText('Sent a demo request').waitFor();
    const sent = funnel.getByRole('listitem').filter({ hasText: 'Sent a demo request' });
    expect(await sent.textContent()).toContain(`${demoFunnel(shown)[2]!.toLocaleString('en-US')} (`);
    await admin.close();
  }, 180_000);
});
