import type { ComponentType } from 'react';
import { publicPages } from '@hotelvoice/api/contracts/public-pages';
import { paths } from '../config/paths.ts';

export interface PageModule {
  Component: ComponentType;
}

/**
 * The public pages' own small router (decision 070): one component per document, each its own
 * chunk, so a page downloads only its code. Every path in `publicPages` has a line here.
 */
export const publicPageModules: Record<string, () => Promise<PageModule>> = {
  [paths.home]: () => import('../app/routes/marketing/landing.tsx'),
  [paths.tryIt]: () => import('../app/routes/marketing/try.tsx'),
  [paths.signup]: () => import('../app/routes/auth/signup.tsx'),
  [paths.login]: () => import('../app/routes/auth/login.tsx'),
  [paths.guestReviewRoute]: () => import('../app/routes/guest-review/guest-review.tsx'),
  [paths.privacy]: () => import('../app/routes/marketing/privacy.tsx'),
};

/** The page module for a document's path (a trailing slash is the same page), or null. */
export function publicPageModule(pathname: string): (() => Promise<PageModule>) | null {
  const page = publicPages.find((p) => p.path === (pathname.replace(/(.)\/+$/, '$1') || '/'));
  return page ? (publicPageModules[page.path] ?? null) : null;
}
