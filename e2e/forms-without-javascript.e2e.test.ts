/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoHotelIds, demoLogins } from '../scripts/lib/demo-seed.ts';
import { hydratedSelector, newPage, newVisitorContext } from './support/browser.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();
const owner = demoLogins.find((login) => login.role === 'owner')!;

/** A browser with JavaScript off: every form is a plain HTML post to its page's action (decision 082). */
async function withoutJavaScript() {
  const context = await newVisitorContext(suite.browser, { baseURL: suite.stack.baseUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return { context, page, urls };
}

describe('the public forms without JavaScript', () => {
  it('when a visitor signs in with a wrong password, then the page says so beside the form, keeps the e-mail, and no address holds the password', async () => {
    const { context, page, urls } = await withoutJavaScript();
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill('not-the-password-7h3');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(owner.email);
    expect(urls.filter((url) => url.includes('not-the-password'))).toEqual([]);
    await context.close();
  });

  it('when the owner signs in, then the server sets the session and sends the dashboard, drawn with their name', async () => {
    const { context, page } = await withoutJavaScript();
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard/home');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect((await context.cookies()).map((c) => c.name)).toContain('hv_at');
    await context.close();
  });

  it('when a hotel applies for an account, then a short password is refused with the api’s words and a good form is thanked', async () => {
    const { context, page } = await withoutJavaScript();
    const email = `nojs-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Nora');
    await page.getByLabel('Last Name').fill('Script');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/signup');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    await page.getByLabel('Password').fill('a-long-enough-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Thank you for applying.', { exact: false }).waitFor();
    await context.close();
  });

  it('when a guest rates a stay, then the star is chosen by the server, the feedback is stored and thanked', async () => {
    const { context, page } = await withoutJavaScript();
    const feedback = `no-js ${randomUUID()}`;
    await page.goto(`/review?hotelId=${demoHotelIds.harborView}`);
    await page.getByRole('radio', { name: '3 stars' }).click();
    await page.getByLabel('What could we improve?').fill(feedback);
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    const { rows } = await suite.stack.pool.query('select rating from public.reviews where feedback = $1', [feedback]);
    expect(rows).toEqual([{ rating: 3 }]);
    await context.close();
  });

  it('when someone forgot their password, then the page says where the link went', async () => {
    const { context, page } = await withoutJavaScript();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: /link/i }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await context.close();
  });
});

describe('the public forms with JavaScript', () => {
  it('when the owner signs in, then the same action runs through the router, without loading a new document', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/login');
    await page.waitForSelector(hydratedSelector, { state: 'attached' });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(new URL((await posted).url()).pathname).toBe('/login.data');
    await page.waitForURL('**/dashboard/home');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(documents).toEqual([]);
    await context.close();
  });

  it('when a visitor types before the script arrives, then the hydrated form keeps what was typed and signs in with it', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    // Every script waits until the fields are filled: the typing happens on the bare HTML.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route('**/*.js', (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    holding = false;
    await Promise.all(held.map((release) => release()));
    await page.waitForSelector(hydratedSelector, { state: 'attached' });
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard/home');
    await context.close();
  });
});
