import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/support/eventually.ts';
import { newPage } from './support/browser.ts';
import { createOwner, sendCall, signInWith, type TestOwner } from './support/owners.ts';
import { freezePageClock } from './support/page-clock.ts';
import type { Stack } from './support/stack.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();
let stack: Stack;
let browser: Browser;
let owner: TestOwner;
let hotelId: string;
const suffix = Math.random().toString(36).slice(2, 8);
const earlier = `call-${suffix}a_frontdesk_20250303_101500`;
const later = `call-${suffix}b_lobby_20250304_090000`;

beforeAll(async () => {
  ({ stack, browser } = suite);
  owner = await createOwner(stack, [{ name: 'Seaside Hotel', assistantName: 'Marina' }]);
  hotelId = owner.hotels[0]!.id;
  await sendCall(stack, hotelId, {
    callId: earlier,
    recording: 'booking-en.ogg',
    turns: [
      { role: 'assistant', text: 'Good morning, Seaside Hotel, Marina speaking.', offset: 0 },
      { role: 'user', text: 'Do you allow dogs in the rooms?', offset: 2.5 },
    ],
  });
});

async function openCallLogs(page: Page, query = '') {
  await signInWith(page, owner);
  await page.goto(`/dashboard/call-logs${query}`);
  await page.getByRole('region', { name: 'Conversations' }).waitFor();
}

const callButton = (page: Page, callId: string) => page.locator(`[data-call-id="${callId}"]`);

describe('call logs page', () => {
  it('when a call arrives through the pipeline while the page is open, then it appears at the top, highlighted', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openCallLogs(page);
    await page.getByText('Select a conversation to view details').waitFor();
    await page.getByRole('heading', { name: 'March 3rd, 2025' }).waitFor();
    const first = callButton(page, earlier);
    expect(await first.textContent()).toContain('Seaside Hotel');
    expect(await first.textContent()).toContain('done');

    await sendCall(stack, hotelId, {
      callId: later,
      turns: [
        { role: 'assistant', text: 'Seaside Hotel, how can I help?' },
        { role: 'user', text: 'Is the zebracorn suite free tonight?' },
      ],
    });
    const arrived = callButton(page, later);
    await arrived.waitFor({ timeout: 30_000 });
    expect(await arrived.textContent()).toContain('New');
    await page.getByRole('heading', { name: 'March 4th, 2025' }).waitFor();
    const order = await page
      .locator('[data-call-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-call-id')));
    expect(order.indexOf(later)).toBeLessThan(order.indexOf(earlier));
    await context.close();
  });

  it('when the socket drops and a call arrives meanwhile, then the page says so, catches up after reconnecting, and new calls arrive live again', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await page.clock.install();
    let release: (() => void) | null = null;
    let held: Promise<void> | null = null;
    const pageSides: { close(): Promise<void> }[] = [];
    // Socket.IO's CONNECT answer ('40…'): the socket is up, so dropping it is a reconnect.
    let socketUp!: () => void;
    const up = new Promise<void>((resolve) => (socketUp = resolve));
    await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
      pageSides.push(ws);
      if (held) await held;
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (String(message).startsWith('40')) socketUp();
        ws.send(message);
      });
    });
    await openCallLogs(page);
    await callButton(page, earlier).waitFor();
    await up;

    held = new Promise<void>((resolve) => (release = resolve));
    await Promise.all(pageSides.map((ws) => ws.close()));
    const missed = `call-${suffix}e_pool_20250305_070000`;
    await sendCall(stack, hotelId, { callId: missed, turns: [{ role: 'user', text: 'Is the pool heated?' }] });
    await expect
      .poll(
        async () => (await stack.pool.query('select 1 from public.call_logs where call_id = $1', [missed])).rowCount,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    expect(await callButton(page, missed).count()).toBe(0);
    const reconnecting = page.getByRole('status').getByText('Reconnecting…');
    await reconnecting.waitFor();
    release!();
    await callButton(page, missed).waitFor({ timeout: 30_000 });
    await reconnecting.waitFor({ state: 'detached' });

    // With the page's clock stopped, no periodic catch-up runs: the next call can only come live.
    await freezePageClock(page);
    const live = `call-${suffix}h_gym_20250305_080000`;
    await sendCall(stack, hotelId, { callId: live, turns: [{ role: 'user', text: 'Is the gym open at night?' }] });
    await callButton(page, live).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('when a live event is lost while the socket stays connected, then the periodic catch-up still shows the call', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await page.clock.install();
    const lost = `call-${suffix}f_spa_20250306_080000`;
    // The catch-up after joining the hotel's room: the call must be sent after it answered, or that
    // first catch-up (not the periodic one under test) could be what shows it.
    const caughtUp = page.waitForResponse((res) => res.url().includes('/call-logs?since='));
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      // Forward everything but the one event, as if a worker died between its upsert and its emit.
      server.onMessage((message) => {
        if (typeof message === 'string' && message.includes('call:upserted') && message.includes(lost)) return;
        ws.send(message);
      });
    });
    await openCallLogs(page);
    await callButton(page, earlier).waitFor();
    await caughtUp;
    // Only runFor below moves the page's timers: a slow machine must not reach the catch-up early.
    await freezePageClock(page);

    await sendCall(stack, hotelId, { callId: lost, turns: [{ role: 'user', text: 'When does the spa open?' }] });
    await expect
      .poll(
        async () => (await stack.pool.query('select 1 from public.call_logs where call_id = $1', [lost])).rowCount,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    expect(await callButton(page, lost).count()).toBe(0);
    await page.clock.runFor(21_000);
    await callButton(page, lost).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('when the periodic catch-up re-reads the open call, then the call is not fetched again and its player stays', async () => {
    const open = `call-${suffix}g_bar_20250307_200000`;
    await sendCall(stack, hotelId, {
      callId: open,
      recording: 'booking-en.ogg',
      turns: [{ role: 'user', text: 'Is the bar open late tonight?', offset: 0 }],
    });
    await expect
      .poll(
        async () =>
          (
            await stack.pool.query('select 1 from public.call_logs where call_id = $1 and recording_path is not null', [
              open,
            ])
          ).rowCount,
        { timeout: 30_000 },
      )
      .toBe(1);
    const { page, context } = await newPage(browser, stack.baseUrl);
    await page.clock.install();
    let detailReads = 0;
    let catchUps = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(`/call-logs/${open}`)) detailReads++;
    });
    page.on('response', (response) => {
      if (new URL(response.url()).searchParams.has('since')) catchUps++;
    });
    await openCallLogs(page, `?id=${open}`);
    const details = page.getByRole('region', { name: 'Conversation details' });
    await details.getByText('Is the bar open late tonight?').waitFor();
    const audio = details.locator('audio');
    await audio.evaluate((el) => ((el as unknown as { dataset: Record<string, string> }).dataset.probe = 'kept'));
    const before = catchUps;
    await page.clock.runFor(21_000);
    await expect.poll(() => catchUps, { timeout: 15_000 }).toBeGreaterThan(before);
    // A refetch would follow the catch-up's answer at once; give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(detailReads).toBe(1);
    expect(await audio.getAttribute('data-probe')).toBe('kept');
    await context.close();
  });

  it('when ?id= names a call, then it is selected with its transcript, persona, recording and seekable lines', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openCallLogs(page, `?id=${earlier}`);
    const details = page.getByRole('region', { name: 'Conversation details' });
    await details.getByText('Do you allow dogs in the rooms?').waitFor();
    expect(await callButton(page, earlier).getAttribute('aria-current')).toBe('true');
    expect(await details.getByText('Marina', { exact: true }).first().isVisible()).toBe(true);
    expect(await details.getByText('User', { exact: true }).first().isVisible()).toBe(true);
    const audio = details.locator('audio');
    expect(await details.getByRole('button', { name: 'Play recording' }).isVisible()).toBe(true);
    // The title is for people; the internal id is one click away.
    await details.getByRole('heading', { name: /^Call at \d{1,2}:\d{2}\s[AP]M · \d+:\d{2}$/ }).waitFor();
    expect(await details.getByText(/^Conversation /).count()).toBe(0);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await details.getByRole('button', { name: 'Copy call ID' }).click();
    await details.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(earlier);

    await details.getByRole('button', { name: 'Do you allow dogs in the rooms?' }).click();
    await expect
      .poll(() => audio.evaluate((el) => (el as unknown as { currentTime: number }).currentTime))
      .toBeGreaterThanOrEqual(2.5);
    // The transcript follows playback: the turn being played is marked.
    const guestTurn = details.getByRole('listitem').filter({ hasText: 'Do you allow dogs in the rooms?' });
    await expect.poll(() => guestTurn.getAttribute('aria-current')).toBe('true');
    expect(
      await details.getByRole('listitem').filter({ hasText: 'Marina speaking' }).getAttribute('aria-current'),
    ).toBeNull();

    // Faster playback, and the file itself.
    await details.getByRole('button', { name: 'Playback speed 1×, change' }).click();
    await expect.poll(() => audio.evaluate((el) => (el as HTMLAudioElement).playbackRate)).toBe(1.5);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`call-${earlier}.ogg`);
    await context.close();
  });

  it('when a call has no transcript items or missing times, then "No transcript available", N/A and the raw status show', async () => {
    const empty = `call-${suffix}c_spa_20250302_120000`;
    await sendCall(stack, hotelId, { callId: empty, turns: [] });
    // A call whose end was never heard has no end time; set up directly (decision 015's 'unknown').
    const live = `call-${suffix}d_bar_20250301_080000`;
    await stack.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, status, started_at) values ($1, $2, 'bar', 'unknown', '2025-03-01T08:00:00Z')`,
      [hotelId, live],
    );
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openCallLogs(page, `?id=${empty}`);
    await page.getByText('No transcript available').waitFor({ timeout: 30_000 });
    const liveItem = callButton(page, live);
    expect(await liveItem.textContent()).toContain('N/A');
    expect(await liveItem.textContent()).toContain('unknown');
    await context.close();
  });

  it('when the owner searches and exports, then the list and the streamed CSV hold only matching calls', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openCallLogs(page);
    await callButton(page, later).waitFor({ timeout: 30_000 });
    await page.getByRole('searchbox', { name: 'Search transcripts' }).fill('zebracorn');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('zebracorn');
    await callButton(page, later).waitFor();
    expect(await callButton(page, earlier).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('call_id');
    expect(csv).toContain(later);
    expect(csv).toContain('zebracorn');
    expect(csv).not.toContain(earlier);
    await context.close();
  });

  it('when the date filter excludes a day, then its calls leave the list', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openCallLogs(page);
    await callButton(page, earlier).waitFor();
    await page.getByLabel('From', { exact: true }).fill('2025-03-04');
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2025-03-04');
    // The later call is in the list before and after the filter: wait for the filtered answer itself.
    await expect.poll(() => callButton(page, earlier).count()).toBe(0);
    await callButton(page, later).waitFor();
    await context.close();
  });

  it('when a hotel has more calls than a page, then scrolling loads the older ones', async () => {
    const busy = await createOwner(stack, [{ name: 'Busy Hotel' }]);
    const busyId = busy.hotels[0]!.id;
    await stack.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at)
       select $1, 'bulk-' || lpad(n::text, 3, '0'), 'bulk', timestamptz '2025-01-01' + n * interval '1 hour',
              timestamptz '2025-01-01' + n * interval '1 hour' + interval '90 seconds'
       from generate_series(1, 45) n`,
      [busyId],
    );
    const { page, context } = await newPage(browser, stack.baseUrl);
    await signInWith(page, busy);
    await page.goto('/dashboard/call-logs');
    await callButton(page, 'bulk-045').waitFor();
    expect(await callButton(page, 'bulk-001').count()).toBe(0);
    // Rows are drawn as the list's end comes near; past the loaded ones, the next page is fetched.
    await expect
      .poll(
        async () => {
          await page.locator('[data-call-id^="bulk-"]').last().scrollIntoViewIfNeeded();
          return callButton(page, 'bulk-001').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await page.locator('[data-call-id^="bulk-"]').count()).toBe(45);
    expect(await callButton(page, 'bulk-045').textContent()).toContain('1:30');
    await context.close();
  });
});

describe('call log: finding and reading calls', () => {
  let searcher: TestOwner;
  const searchSuffix = Math.random().toString(36).slice(2, 8);
  const withBreakfast = `find-${searchSuffix}a_lobby_20250305_081500`;
  const other = `find-${searchSuffix}b_lobby_20250306_091500`;
  const secondHotelCall = `find-${searchSuffix}c_bar_20250307_101500`;

  beforeAll(async () => {
    searcher = await createOwner(stack, [
      { name: 'Alpha Search Hotel', assistantName: 'Iris' },
      { name: 'Beta Search Hotel', assistantName: 'Leo' },
    ]);
    const [alpha, beta] = searcher.hotels;
    await sendCall(stack, alpha!.id, {
      callId: withBreakfast,
      turns: [
        { role: 'assistant', text: 'Alpha Search Hotel, Iris speaking.', offset: 0 },
        { role: 'user', text: 'We arrive late on Friday.', offset: 2 },
        { role: 'assistant', text: 'No problem, reception is open all night.', offset: 4 },
        { role: 'user', text: 'Is breakfast served before seven?', offset: 6 },
      ],
    });
    await sendCall(stack, alpha!.id, {
      callId: other,
      turns: [
        { role: 'assistant', text: 'Alpha Search Hotel, Iris speaking.', offset: 0 },
        { role: 'user', text: 'Can I bring my bicycle?', offset: 2 },
      ],
    });
    await sendCall(stack, beta!.id, {
      callId: secondHotelCall,
      turns: [{ role: 'user', text: 'Do you have a sauna?', offset: 0 }],
    });
    await eventually(async () => {
      const { rowCount } = await stack.pool.query('select 1 from public.call_logs where call_id like $1', [
        `find-${searchSuffix}%`,
      ]);
      return rowCount === 3 ? true : undefined;
    }, 'the three search calls stored');
  });

  async function openAs(page: Page, query = '') {
    await signInWith(page, searcher);
    await page.goto(`/dashboard/call-logs${query}`);
    await page.getByRole('region', { name: 'Conversations' }).waitFor();
  }

  it("when the list shows, then each item leads with the guest's first line, not the greeting", async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openAs(page);
    const item = callButton(page, withBreakfast);
    await item.waitFor();
    expect((await item.textContent())!.startsWith('We arrive late on Friday.')).toBe(true);
    expect(await item.textContent()).not.toContain('Iris speaking');
    await context.close();
  });

  it('when a search matches, then the item shows the words in context with the match marked, and opening it marks that turn', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openAs(page, '?q=breakfast');
    const item = callButton(page, withBreakfast);
    await item.waitFor();
    expect(await item.locator('mark').allTextContents()).toEqual(['breakfast']);
    expect(await item.getByTestId('search-snippet').textContent()).toBe('Is breakfast served before seven?');
    expect(await callButton(page, other).count()).toBe(0);
    await item.click();
    const details = page.getByRole('region', { name: 'Conversation details' });
    const matched = details.locator('[data-search-match="true"]');
    await matched.waitFor();
    expect(await matched.textContent()).toContain('Is breakfast served before seven?');
    expect(await matched.getByText('Search match').isVisible()).toBe(true);
    await context.close();
  });

  it('when nothing matches, then the empty state names the search and dates and clears them; with no calls it says so', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openAs(page, '?q=parking&from=2025-03-01&to=2025-03-31');
    await page.getByText("No calls match 'parking' in these dates").waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await callButton(page, withBreakfast).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBeNull();
    await context.close();

    const fresh = await createOwner(stack, [{ name: 'Quiet Hotel' }]);
    const second = await newPage(browser, stack.baseUrl);
    await signInWith(second.page, fresh);
    await second.page.goto('/dashboard/call-logs');
    await second.page.getByText('No calls yet').waitFor();
    expect(await second.page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
    await second.context.close();
  });

  it('when the start date is after the end date, then the range is refused with a message and not applied', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openAs(page);
    await callButton(page, withBreakfast).waitFor();
    await page.getByLabel('To', { exact: true }).fill('2025-03-05');
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2025-03-05');
    await page.getByLabel('From', { exact: true }).fill('2025-03-20');
    await page.getByRole('alert').getByText('The start date is after the end date.', { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();
    await page.getByLabel('From', { exact: true }).fill('2025-03-01');
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2025-03-01');
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it("when a link names a call of the owner's other hotel, then the page switches hotel and opens it; the URL carries the hotel", async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openAs(page, `?id=${secondHotelCall}`);
    const details = page.getByRole('region', { name: 'Conversation details' });
    await details.getByText('Do you have a sauna?').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('hotel')).toBe(searcher.hotels[1]!.id);
    expect(await page.getByRole('button', { name: /^Hotel: / }).textContent()).toContain('Beta Search Hotel');
    await context.close();
  });

  it('when calls are opened one after another, then Back returns to the previous call and then to the list', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await openAs(page);
    await callButton(page, withBreakfast).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toBe(withBreakfast);
    await callButton(page, other).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toBe(other);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toBe(withBreakfast);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/dashboard/call-logs');
    await context.close();
  });

  it('when on a phone, then the search box is in view above the list, the other filters fold behind a Filter button, the list has no scroll box of its own, and Back closes an open call', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl, { width: 390, height: 844 });
    await openAs(page);
    const search = page.getByRole('searchbox', { name: 'Search transcripts' });
    expect(await search.isVisible()).toBe(true);
    const endReason = page.getByLabel('How it ended');
    expect(await endReason.count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Filter' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await endReason.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const overflow = await page
      .getByRole('region', { name: 'Conversations' })
      .evaluate((el) => [el, ...el.querySelectorAll('*')].map((node) => getComputedStyle(node).overflowY));
    expect(overflow.filter((value) => value === 'auto' || value === 'scroll')).toEqual([]);

    await callButton(page, withBreakfast).click();
    const details = page.getByRole('region', { name: 'Conversation details' });
    await details.getByText('We arrive late on Friday.').first().waitFor();
    expect(await page.getByRole('region', { name: 'Conversations' }).isVisible()).toBe(false);
    await page.goBack();
    await expect.poll(() => page.getByRole('region', { name: 'Conversations' }).isVisible()).toBe(true);
    await context.close();
  });
});
