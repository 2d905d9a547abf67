import { describe, expect, it } from 'vitest';
import { nextAlert } from './support/dialogs.ts';
import { newPage, signInAs } from './support/browser.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

describe("a hotel's agent credential on the admin hotel page", () => {
  it('when an admin creates and rotates it, then each token shows once with a copy button, rotating asks first, and the old token stops at once', async () => {
    const { rows } = await suite.stack.pool.query<{ hotel_id: string }>(
      `insert into public.hotels (name, location) values ($1, 'Testville') returning hotel_id`,
      [`Credential Inn ${Math.random().toString(36).slice(2, 8)}`],
    );
    const hotelId = rows[0]!.hotel_id;
    const agentStatus = (token: string) =>
      fetch(`${suite.stack.baseUrl}/api/agent/hotels/${hotelId}/context`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((res) => res.status);

    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.baseUrl });
    await signInAs(page, 'admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const issued: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/agent-credential')) issued.push(req.url());
    });
    await page.goto(`/admin/hotels/${hotelId}`);
    const card = page.getByRole('region', { name: 'Agent credential' });
    await card.getByText(/No credential yet/).waitFor();

    await card.getByRole('button', { name: 'Create credential' }).click();
    const shown = card.getByLabel('New agent credential');
    await shown.waitFor();
    const first = (await shown.textContent())!.trim();
    expect(first).toMatch(/^hvat_[A-Za-z0-9_-]{43}$/);
    expect(await card.getByText(/It will not be shown again\./).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Copy credential' }).click();
    await page.getByRole('status').getByText('Credential copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    expect(await agentStatus(first)).toBe(200);

    await card.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    await page.reload();
    await card.getByText(/Last used: /).waitFor();
    expect(await page.content()).not.toContain(first);

    // Cancelling the question rotates nothing.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await card.getByRole('button', { name: 'Rotate credential' }).click();
    expect(issued).toHaveLength(1);
    expect(await agentStatus(first)).toBe(200);

    const question = nextAlert(page);
    await card.getByRole('button', { name: 'Rotate credential' }).click();
    expect(await question).toMatch(/stops working at once/);
    await shown.waitFor();
    const second = (await shown.textContent())!.trim();
    expect(second).not.toBe(first);
    expect(await agentStatus(first)).toBe(401);
    expect(await agentStatus(second)).toBe(200);
    await context.close();
  });
});
