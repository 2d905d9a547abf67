/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();
const secret = 'typed-before-hydration-9f3k';

/** Opens a prerendered page with every script request refused: the page stays its HTML. */
async function openWithoutScripts(path: string) {
  const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
  await page.route('**/*.js', (route) => route.abort());
  const urls: string[] = [];
  const posts: { url: string; body: string }[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.method() === 'POST') posts.push({ url: request.url(), body: request.postData() ?? '' });
  });
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  await page.goto(path);
  return { context, page, urls, posts };
}

/** What a visitor who cannot wait does: presses Enter in the last field, then clicks the button. */
async function submitEarly(page: Page, button: string) {
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('button', { name: button }).click({ force: true });
  await page.waitForLoadState('load');
}

describe('a public form used before the page is hydrated', () => {
  for (const form of [
    { path: '/login', button: 'Login' },
    { path: '/signup', button: 'Create Account' },
  ]) {
    it(`when ${form.path}'s form is submitted before its script ran, then nothing is sent and the password is in no address`, async () => {
      const { context, page, urls, posts } = await openWithoutScripts(form.path);
      await expect(page.getByRole('button', { name: form.button }).isDisabled()).resolves.toBe(true);
      await page.getByLabel('Email').fill('owner@example.com');
      await page.getByLabel('Password').fill(secret);
      await submitEarly(page, form.button);
      expect(posts).toEqual([]);
      expect(urls.filter((url) => url.includes(secret) || url.includes('password='))).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(form.path);
      await context.close();
    });
  }

  it('when the form is sent natively all the same (its button forced on), then it is posted and the server sends the page back', async () => {
    const { context, page, urls, posts } = await openWithoutScripts('/login');
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill(secret);
    await page.evaluate(() =>
      document.querySelector('form[aria-label="Login"] button[type="submit"]')!.removeAttribute('disabled'),
    );
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    const response = await answer;
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/login');
    await page.waitForLoadState('load');
    expect(posts.map((post) => new URL(post.url).pathname)).toEqual(['/login']);
    expect(posts[0]!.body).toContain(secret);
    expect(urls.filter((url) => url.includes(secret) || url.includes('password='))).toEqual([]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
    await context.close();
  });

  it('when the page is hydrated, then the Login button is enabled and signing in goes through the api', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/login');
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill(secret);
    const signIn = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-in'));
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await signIn).method()).toBe('POST');
    expect(page.url()).not.toContain(secret);
    await context.close();
  });

  it('when a visitor types before the script arrives, then the hydrated form keeps what was typed and signs in with it', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    // Every script waits until the fields are filled: the typing happens on the bare HTML.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route('**/*.js', (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill(secret);
    holding = false;
    await Promise.all(held.map((release) => release()));
    const signIn = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-in'));
    // The button is enabled once the page is hydrated; the click waits for it.
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await signIn).postDataJSON()).toMatchObject({ email: 'owner@example.com', password: secret });
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe(secret);
    await context.close();
  });
});
