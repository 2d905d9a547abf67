import { paths } from '../config/paths.ts';

const returnParam = 'next';

/**
 * The login page for a signed-out visit to a dashboard page, remembering the page (path and query)
 * so that signing in lands there (issue #32: a link to /dashboard/team lands on the team page).
 */
export function loginPathFor(url: URL): string {
  const back = url.pathname + url.search;
  if (url.pathname === paths.dashboard.root || url.pathname === paths.dashboard.home) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [returnParam]: back })}`;
}

/**
 * Where a sign-in on `url` goes: the remembered dashboard page when there is one, else `fallback`.
 * Only a path of this site's dashboard is taken (never another origin, `//host` or `/\host`), so
 * the parameter cannot send a signed-in visitor elsewhere.
 */
export function returnPathOf(url: URL, fallback: string): string {
  const next = url.searchParams.get(returnParam);
  if (!next || !next.startsWith(`${paths.dashboard.root}/`) || /[\\\s]/.test(next)) return fallback;
  const resolved = new URL(next, url.origin);
  if (resolved.origin !== url.origin || !resolved.pathname.startsWith(`${paths.dashboard.root}/`)) return fallback;
  return resolved.pathname + resolved.search;
}
