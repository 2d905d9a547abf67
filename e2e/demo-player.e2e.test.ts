/// <reference lib="dom" />
// page.evaluate callbacks run in the suite.browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const demo = (page: Page) => page.locator('#demo');

describe('demo player', () => {
  it("when nobody has pressed play, then it shows the prompt, the tooltip and the recording's real length (0:00 / 1:15) without a transcript", async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/');
    await demo(page).getByText('Press play to listen to a real-time conversation!').waitFor();
    await expect(demo(page).getByRole('tooltip').textContent()).resolves.toBe('Click to listen!');
    await expect(demo(page).getByLabel('Playback time').textContent()).resolves.toBe('0:00 / 1:15');
    expect(await page.getByRole('heading', { name: 'Conversation Transcript' }).count()).toBe(0);
    await context.close();
  });

  it('when the audio plays, then the transcript reveals turns as playback passes their times, and pause toggles', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/');
    await demo(page).getByRole('button', { name: 'Play' }).click();
    await page.getByRole('heading', { name: 'Conversation Transcript' }).waitFor();
    await demo(page).getByRole('button', { name: 'Pause' }).waitFor();
    const turns = page.getByRole('list', { name: 'Transcript turns' });
    await turns.getByText(/thank you for calling Harbor View Hotel/).waitFor();
    expect(await turns.getByText(/book a room for this coming weekend/).count()).toBe(0);
    // While it plays, the guest's next turn is announced.
    await turns.getByRole('status').getByText('Guest is typing…').waitFor();
    // The advertised length is the audio's: loading the recording does not change it.
    await page.waitForFunction(() => Number.isFinite(document.querySelector('audio')!.duration));
    expect(await demo(page).getByLabel('Playback time').textContent()).toMatch(/ \/ 1:15$/);

    // Moving playback past the third turn's start reveals the second and third but not the fourth.
    await page.evaluate(() => {
      document.querySelector('audio')!.currentTime = 15;
    });
    await turns.getByText(/Which nights would you like to stay/).waitFor();
    await turns.getByText(/book a room for this coming weekend/).waitFor();
    expect(await turns.getByText(/just me and my wife/).count()).toBe(0);

    await demo(page).getByRole('button', { name: 'Pause' }).click();
    await demo(page).getByRole('button', { name: 'Play' }).waitFor();
    expect(await turns.getByRole('status').count()).toBe(0);
    await context.close();
  });

  it('when the audio reaches the end, then the whole call up to the breakfast question shows and it stops playing', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/');
    await demo(page).getByRole('button', { name: 'Play' }).click();
    await demo(page).getByRole('button', { name: 'Pause' }).waitFor();
    // The player shows 'Pause' as soon as play() is asked for; seeking needs the metadata.
    await page.waitForFunction(() => Number.isFinite(document.querySelector('audio')!.duration));
    await page.evaluate(() => {
      const audio = document.querySelector('audio')!;
      audio.currentTime = audio.duration - 0.3;
    });
    await demo(page).getByRole('button', { name: 'Play' }).waitFor();
    const turns = page.getByRole('list', { name: 'Transcript turns' });
    await turns.getByText(/would you like to add our complimentary breakfast to your stay\?/).waitFor();
    expect(await turns.getByRole('listitem').count()).toBe(11);
    await context.close();
  });

  it('when a phone plays the demo, then the current turn is captioned inside the phone mock-up and the clock follows playback', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, { width: 390, height: 844 });
    await page.goto('/');
    await demo(page).getByRole('button', { name: 'Play' }).click();
    await demo(page).getByRole('button', { name: 'Pause' }).waitFor();
    await page.waitForFunction(() => Number.isFinite(document.querySelector('audio')!.duration));
    await page.evaluate(() => {
      const audio = document.querySelector('audio')!;
      audio.pause();
      audio.currentTime = 15;
    });
    const caption = demo(page).getByTestId('phone-caption');
    await caption.getByText(/Which nights would you like to stay/).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Playback time"]')!.textContent === '0:15 / 1:15',
    );
    // The caption is drawn inside the phone's screen, not below it.
    const screen = await demo(page).getByLabel('Playback time').locator('xpath=..').boundingBox();
    const box = await caption.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(screen!.y + screen!.height);
    expect(box!.y).toBeGreaterThanOrEqual(screen!.y);
    await context.close();
  });

  it('when the audio cannot be downloaded, then it shows "Error: " and the reason', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.route('**/demo/demo-call.mp3', (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.goto('/');
    await demo(page).getByRole('button', { name: 'Play' }).click();
    await expect(demo(page).getByRole('alert').textContent()).resolves.toBe(
      'Error: API request failed with status 500',
    );
    await context.close();
  });

  it('when the download is slow, then it shows "Loading conversation..." until the audio arrives', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/demo/demo-call.mp3', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await demo(page).getByRole('button', { name: 'Play' }).click();
    await demo(page).getByText('Loading conversation...').waitFor();
    release();
    await demo(page).getByRole('button', { name: 'Pause' }).waitFor();
    expect(await demo(page).getByText('Loading conversation...').count()).toBe(0);
    await context.close();
  });
});
