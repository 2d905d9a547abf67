import type { Page } from 'playwright-core';

/**
 * Holds the form posts to the page at `pathname` until the answer is released: its route action,
 * which React Router reaches with a POST to `<pathname>.data` (`/_root.data` for `/`), or the
 * document's own POST without JavaScript (decision 082). Other requests pass. For a test that looks
 * at the form while it is sending.
 */
export async function holdFormPosts(page: Page, pathname: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const dataPath = pathname === '/' ? '/_root.data' : `${pathname}.data`;
  await page.route(
    (url) => url.pathname === pathname || url.pathname === dataPath,
    async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    },
  );
  return release;
}
