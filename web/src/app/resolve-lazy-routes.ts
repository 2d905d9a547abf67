import { matchRoutes, type RouteObject } from 'react-router';

/**
 * React Router's way to hydrate lazy routes: load the matched ones and put their exports on the
 * route objects before the router is created, so it starts initialized with the page's components.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
