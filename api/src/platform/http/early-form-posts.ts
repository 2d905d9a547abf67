import type { Express, Request, Response } from 'express';
import { publicPages } from '../../contracts/public-pages.ts';

/**
 * A prerendered page's form submitted before the page's script has taken it over (decision 070):
 * the browser posts it natively to the page's own address. Answered with a 303 back to the page,
 * the body neither read nor logged, so nothing typed into it (a password) lands anywhere. Mounted
 * before the CSRF check: it changes nothing, so it needs none, and the visitor gets the page back
 * instead of an error.
 */
export function answerEarlyFormPosts(app: Express): void {
  const backToThePage = (req: Request, res: Response) => {
    // The matched page path plus the query it was posted with: always this origin, never an open redirect.
    const query = req.originalUrl.indexOf('?');
    res.set('Cache-Control', 'no-store');
    res.redirect(303, req.path + (query >= 0 ? req.originalUrl.slice(query) : ''));
  };
  for (const page of publicPages) app.post(page.path, backToThePage);
}
