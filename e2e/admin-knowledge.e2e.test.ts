import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queueTable } from '../api/src/contracts/queues.ts';
import { demoHotelIds, demoLogins } from '../scripts/lib/demo-seed.ts';
import { nextAlert } from './support/dialogs.ts';
import { newPage, signInAs } from './support/browser.ts';
import { freezePageClock, recordStartedTimers, timersStarted } from './support/page-clock.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const unique = () => Math.random().toString(36).slice(2, 8);

async function adminPage(clock = false) {
  const opened = await newPage(suite.browser, suite.stack.baseUrl);
  if (clock) {
    await opened.page.clock.install();
    await recordStartedTimers(opened.page);
  }
  await signInAs(opened.page, 'admin');
  await opened.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return opened;
}

const txt = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

async function dropFiles(page: Page, files: { name: string; text: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: 'text/plain' }));
    return dt;
  }, files);
  await page.getByTestId('upload-drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
}

describe('admin login and layout', () => {
  it('when an admin logs in, then the sidebar offers every admin page and Logout returns to /admin/login', async () => {
    const { page, context } = await adminPage();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const names = ['Home', 'Hotels', 'Accounts', 'Prompts', 'Demo requests', 'Outbox', 'Audit log', 'Queues'];
    for (const name of names) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    // One name per thing: the spec's 'Users' listed hotels; people are 'Accounts'.
    expect(await nav.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Queues' }).getAttribute('href')).toBe('/admin/queue-board');
    await nav.getByRole('link', { name: 'Prompts' }).click();
    await page.waitForURL('**/admin/prompts');
    await nav.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('when an admin opens Queues, then the board loads inside the admin shell without a CSP violation', async () => {
    const { page, context } = await adminPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Queues' }).click();
    await page.waitForURL('**/admin/queue-board');
    await page.getByRole('heading', { name: 'Queues' }).waitFor();
    const board = page.frameLocator('iframe[title="Queue board"]');
    await board.getByText(queueTable.callIngest.name).first().waitFor();
    // The shell stays around the board: the way back is the sidebar.
    expect(await nav.getByRole('link', { name: 'Home', exact: true }).isVisible()).toBe(true);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('when a non-admin uses the admin login, then they are told and stay signed out', async () => {
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    const owner = demoLogins.find((l) => l.role === 'owner')!;
    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await alert).toBe('You do not have admin privileges');
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('admin home upload', () => {
  it('when a file is picked and uploaded, then uploading, success for 2 s, idle, and the file turns ready live', async () => {
    const { page, context } = await adminPage(true);
    const card = page.getByRole('region', { name: 'General Hotel Information Upload' });
    expect(await card.getByText('Text files up to 5MB').isVisible()).toBe(true);
    const name = `general-${unique()}.txt`;
    await card.getByLabel('Choose file').setInputFiles(txt(name, 'Breakfast is served from 7:00 to 10:30.'));
    expect(await card.getByText(name).isVisible()).toBe(true);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/form/upload', async (route) => {
      await held;
      await route.continue();
    });
    await card.getByRole('button', { name: 'Upload File' }).click();
    await card.getByRole('button', { name: 'Uploading...' }).waitFor();
    await freezePageClock(page);
    const resetTimers = await timersStarted(page, 2000);
    release();
    const done = card.getByText('Upload Complete! Ready for another file.');
    await done.waitFor();
    // The message shows before React's effect starts its 2 s: move the clock only after.
    await expect.poll(() => timersStarted(page, 2000)).toBe(resetTimers + 1);
    await page.clock.runFor(1900);
    expect(await done.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => done.isVisible()).toBe(false);
    await page.clock.resume();

    const row = page.getByRole('region', { name: 'General files' }).getByRole('listitem', { name });
    await row.getByText('Ready').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('when the server refuses, then the error text shows and the button reads Try Again', async () => {
    const { page, context } = await adminPage();
    const card = page.getByRole('region', { name: 'General Hotel Information Upload' });
    await page.route('**/api/form/upload', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"boom"}}',
      }),
    );
    await card.getByLabel('Choose file').setInputFiles(txt('notes.txt', 'hello'));
    await card.getByRole('button', { name: 'Upload File' }).click();
    await card.getByText('Failed to upload file. Please try again.').waitFor();
    await page.unroute('**/api/form/upload');
    await card.getByRole('button', { name: 'Try Again' }).click();
    await card.getByText('Upload Complete! Ready for another file.').waitFor();
    await context.close();
  });

  it('when a wrong type or an oversized file is chosen, then the client refuses it with the spec text', async () => {
    const { page, context } = await adminPage();
    const card = page.getByRole('region', { name: 'General Hotel Information Upload' });
    await card.getByLabel('Choose file').setInputFiles(txt('notes.txt.exe', 'x'));
    await card.getByText('Only .txt files are allowed').waitFor();
    expect(await card.getByRole('button', { name: 'Upload File' }).isDisabled()).toBe(true);
    await card.getByLabel('Choose file').setInputFiles({
      name: 'big.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(5_242_881, 'a'),
    });
    await card.getByText('File size must be less than 5MB').waitFor();
    expect(await card.getByRole('button', { name: 'Upload File' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('when several files are dropped, then only the first is taken', async () => {
    const { page, context } = await adminPage();
    const card = page.getByRole('region', { name: 'General Hotel Information Upload' });
    const first = `first-${unique()}.txt`;
    await dropFiles(page, [
      { name: first, text: 'one' },
      { name: 'second.txt', text: 'two' },
    ]);
    expect(await card.getByText(first).isVisible()).toBe(true);
    expect(await card.getByText('second.txt').count()).toBe(0);
    await context.close();
  });
});

describe('a file that failed', () => {
  it('when a file failed, then it says why with a Retry button, and Retry makes it ready live', async () => {
    const { page, context } = await adminPage();
    const card = page.getByRole('region', { name: 'General Hotel Information Upload' });
    const name = `retry-${unique()}.txt`;
    await card.getByLabel('Choose file').setInputFiles(txt(name, 'The shuttle leaves every half hour.'));
    await card.getByRole('button', { name: 'Upload File' }).click();
    const row = page.getByRole('region', { name: 'General files' }).getByRole('listitem', { name });
    await row.getByText('Ready').waitFor({ timeout: 20_000 });
    // As the worker leaves a file whose processing ran out of memory.
    const reason = 'The file could not be processed (it needed more than 256 MB of memory).';
    await suite.stack.pool.query(
      `update public.knowledge_files set status = 'failed', failure_reason = $2, chunk_count = 0 where file_name = $1`,
      [name, reason],
    );
    await page.reload();
    await row.getByText(`Failed: ${reason}`).waitFor();
    await row.getByRole('button', { name: 'Retry' }).click();
    await row.getByText('Ready').waitFor({ timeout: 20_000 });
    expect(await row.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await row.getByText('Failed').count()).toBe(0);
    await context.close();
  });
});

describe('hotel profile', () => {
  it('when a hotel profile opens, then its fields, the uploader and its files with live status show', async () => {
    const { page, context } = await adminPage();
    await page.goto(`/admin/users/${demoHotelIds.alpineLodge}`);
    await page.getByRole('heading', { name: 'Alpine Lodge Zermatt' }).waitFor();
    for (const text of ['Mountain Lodge', 'Zermatt, Switzerland', 'Lukas Brunner', '+41 27 966 2200']) {
      expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'https://alpinelodge.example.com' }).getAttribute('href')).toBe(
      'https://alpinelodge.example.com',
    );
    expect(await page.getByRole('img', { name: 'No picture' }).isVisible()).toBe(true);
    const card = page.getByRole('region', { name: 'Upload Hotel-Specific Form' });
    const name = `alpine-${unique()}.txt`;
    await card
      .getByLabel('Choose file')
      .setInputFiles(txt(name, 'Ski storage is in the basement.\n\nSauna until 22:00.'));
    await card.getByRole('button', { name: 'Upload File' }).click();
    await card.getByText('Upload Complete! Ready for another file.').waitFor();
    const row = page.getByRole('region', { name: "This hotel's files" }).getByRole('listitem', { name });
    await row.getByText('Ready').waitFor({ timeout: 20_000 });
    const { rows } = await suite.stack.pool.query('select hotel_id from public.knowledge_files where file_name = $1', [
      name,
    ]);
    expect(rows[0].hotel_id).toBe(demoHotelIds.alpineLodge);

    // What the agent took from it, in words people use, and the processed text on demand.
    expect(await row.textContent()).toMatch(/the agent knows \d+ passages?/);
    expect(await row.textContent()).not.toContain('chunks');
    await row.getByRole('button', { name: 'Show text' }).click();
    const text = row.getByLabel(`Processed text of ${name}`);
    await text.getByText(/Sauna until 22:00\./).waitFor();
    expect(await text.textContent()).toContain('Ski storage is in the basement.');
    expect(await row.textContent()).toContain('9 words');
    await row.getByRole('button', { name: 'Hide text' }).click();
    await text.waitFor({ state: 'detached' });
    await context.close();
  });

  it('when the hotel id is unknown, then the page says Hotel not found; the spec URL redirects to the profile', async () => {
    const { page, context } = await adminPage();
    await page.goto('/admin/users/00000000-0000-4000-8000-000000000000');
    await page.waitForURL('**/admin/hotels/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Hotel not found' }).waitFor();
    await page.goto('/admin/hotels/not-a-hotel');
    await page.getByRole('heading', { name: 'Hotel not found' }).waitFor();
    await context.close();
  });
});
