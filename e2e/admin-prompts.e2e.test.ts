import { describe, expect, it } from 'vitest';
import { newPage, signInAs } from './support/browser.ts';
import { freezePageClock } from './support/page-clock.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const labels = [
  'Base Personality',
  'Friendly Greeting',
  'Clarifying Questions',
  'Make Reservation',
  'Booking Confirmation',
  'Update Reservation',
  'Lookup Reservation',
  'Service Assistance',
  'Complaint Resolution',
  'Helpful Information',
  'Ending Conversation',
];

async function promptsPage() {
  const opened = await newPage(suite.browser, suite.stack.baseUrl);
  await opened.page.clock.install();
  await signInAs(opened.page, 'admin');
  await opened.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await opened.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Prompts' }).click();
  await opened.page.getByRole('tab', { name: 'Base Personality' }).waitFor();
  return opened;
}

describe('admin prompts', () => {
  it('when the page opens, then eleven tabs show and each tab shows its document id and preloaded body', async () => {
    const { page, context } = await promptsPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    expect(await page.getByRole('tab').allTextContents()).toEqual(labels);
    await page.getByText('Document ID: base_personality').waitFor();
    await page.getByRole('tab', { name: 'Make Reservation' }).click();
    await page.getByText('Document ID: make_reservation').waitFor();
    const { rows } = await suite.stack.pool.query(
      `select body from public.prompts where prompt_id = 'make_reservation'`,
    );
    expect(await page.getByLabel('Make Reservation prompt').inputValue()).toBe(rows[0].body);
    // Preloaded: switching tabs fetched no single prompt.
    expect(requests.filter((p) => p === '/api/admin/prompts/make_reservation')).toEqual([]);
    await context.close();
  });

  it('when a prompt is saved, then the tab shows saving, then Saved. for 1.5 s, and a version is kept', async () => {
    const { page, context } = await promptsPage();
    await page.getByRole('tab', { name: 'Helpful Information' }).click();
    const body = `Answer questions from the hotel information only. ${Date.now()}`;
    await page.getByLabel('Helpful Information prompt').fill(body);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/prompts/helpful_information', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('tab', { name: 'Helpful Information' }).getByRole('status', { name: 'Saving' }).waitFor();
    expect(await page.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    await freezePageClock(page);
    release();
    const saved = page.getByText('Saved.', { exact: true });
    await saved.waitFor();
    await page.clock.runFor(1400);
    expect(await saved.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => saved.isVisible()).toBe(false);
    await page.clock.resume();

    const { rows } = await suite.stack.pool.query(
      `select body, created_by_email from public.prompt_versions where prompt_id = 'helpful_information'
       order by prompt_version_id desc limit 1`,
    );
    expect(rows[0]).toEqual({ body, created_by_email: 'admin@demo.hotelvoice.dev' });
    await page
      .getByRole('region', { name: 'Version history' })
      .getByText('admin@demo.hotelvoice.dev')
      .first()
      .waitFor();
    await context.close();
  });

  it('when saving fails, then it says Error saving. Check console.', async () => {
    const { page, context } = await promptsPage();
    await page.route('**/api/admin/prompts/base_personality', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"internal","message":"x"}}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Error saving. Check console.').waitFor();
    await context.close();
  });

  it('when two versions are compared and an old one restored, then the diff shows and the body returns', async () => {
    const { page, context } = await promptsPage();
    await page.getByRole('tab', { name: 'Complaint Resolution' }).click();
    const editor = page.getByLabel('Complaint Resolution prompt');
    const history = page.getByRole('region', { name: 'Version history' });
    const boxes = history.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThanOrEqual(1);
    const before = await boxes.count();
    // Each save must have landed and the history refetched before the next step: the 'Saved.'
    // of the first save is still on screen when the second one starts.
    const first = `Listen first.\nApologise once. ${Date.now()}`;
    await editor.fill(first);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => boxes.count()).toBe(before + 1);
    await editor.fill(`Listen first.\nOffer a solution.`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => boxes.count()).toBe(before + 2);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const table = page.getByRole('table', { name: 'Version comparison' });
    await table.waitFor();
    expect(await table.locator('tr[data-kind="changed"]').count()).toBe(1);
    expect(await table.locator('tr[data-kind="same"]').first().textContent()).toContain('Listen first.');

    await history
      .getByRole('button', { name: /^Restore version/ })
      .first()
      .click();
    await expect.poll(() => editor.inputValue()).toBe(first);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => editor.inputValue()).toBe(first);
    await context.close();
  });
  it('when the preload lacks a template, then opening its tab fetches it alone', async () => {
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.route('**/api/admin/prompts', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { prompts: { promptId: string }[] };
      const prompts = body.prompts.filter((p) => p.promptId !== 'lookup_reservation');
      await route.fulfill({ response: res, json: { prompts } });
    });
    await signInAs(page, 'admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.goto('/admin/prompts');
    await page.getByRole('tab', { name: 'Base Personality' }).waitFor();
    const single = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/admin/prompts/lookup_reservation');
    await page.getByRole('tab', { name: 'Lookup Reservation' }).click();
    await single;
    const { rows } = await suite.stack.pool.query(
      `select body from public.prompts where prompt_id = 'lookup_reservation'`,
    );
    await expect.poll(() => page.getByLabel('Lookup Reservation prompt').inputValue()).toBe(rows[0].body);
    await context.close();
  });

  it('when a body uses an unknown placeholder, then it is flagged beside the list of names and Save waits', async () => {
    const { page, context } = await promptsPage();
    await page.getByRole('tab', { name: 'Helpful Information' }).click();
    const placeholders = page.getByRole('complementary', { name: 'Placeholders' });
    // The list shows once the prompt has loaded (a loaded machine: not at the tab's click).
    await placeholders.getByText('{{hotel_name}}').waitFor();
    const editor = page.getByLabel('Helpful Information prompt');
    await editor.fill('Welcome to {{hotel_name}} in {{hotel_city}}.');
    await page.getByRole('alert').getByText('Unknown placeholder: {{hotel_city}}.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await editor.fill('Welcome to {{hotel_name}} in {{hotel_location}}.');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await context.close();
  });

  it("when a template is saved, then its history numbers versions by that template's own count", async () => {
    const { page, context } = await promptsPage();
    await page.getByRole('tab', { name: 'Update Reservation' }).click();
    const history = page.getByRole('region', { name: 'Version history' });
    const boxes = history.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThanOrEqual(1);
    const before = await boxes.count();
    await page.getByLabel('Update Reservation prompt').fill(`Change dates only after a yes. ${Date.now()}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => boxes.count()).toBe(before + 1);
    expect(
      await history
        .getByText(/^Version \d+$/)
        .first()
        .textContent(),
    ).toBe(`Version ${before + 1}`);
    expect(await history.getByText(`Version ${before}`, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('when a tab holds unsaved edits, then it is marked, it survives a tab switch, and leaving the page asks first', async () => {
    const { page, context } = await promptsPage();
    await page.getByRole('tab', { name: 'Make Reservation' }).click();
    const editor = page.getByLabel('Make Reservation prompt');
    const draft = `Draft ${Date.now()}`;
    await editor.fill(draft);
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Base Personality' }).click();
    await page
      .getByRole('tab', { name: /Make Reservation/ })
      .getByLabel('unsaved changes')
      .waitFor();
    await page.getByRole('tab', { name: /Make Reservation/ }).click();
    await expect.poll(() => editor.inputValue()).toBe(draft);

    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Accounts' }).click();
    await expect.poll(() => questions).toEqual(['You have unsaved changes. Leave this page and lose them?']);
    expect(new URL(page.url()).pathname).toBe('/admin/prompts');
    expect(await editor.inputValue()).toBe(draft);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Accounts' }).click();
    await page.waitForURL('**/admin/accounts');
    await context.close();
  });
});
