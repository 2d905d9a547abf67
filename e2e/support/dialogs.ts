import type { Page } from 'playwright-core';

/**
 * The message of the page's next alert, accepted at once. Accepting inside the handler matters: a
 * dialog left open blocks the page, and with it a click that is still settling.
 */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}
