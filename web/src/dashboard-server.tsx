import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { initialHotelId, type DashboardRenderer } from '@hotelvoice/api/contracts/public-pages';
import { preloadDrawnPage, seedFromPreload, urlNamingHotel } from './app/dashboard-preload.ts';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/router.tsx';
import { paths } from './config/paths.ts';
import { useAuthStore } from './features/auth/stores/auth-store.ts';
import { useSelectedHotelStore } from './features/hotels/stores/selected-hotel-store.ts';
import { assumeViewport } from './lib/use-media-query.ts';

/**
 * The pages the api renders on the server for a signed-in visitor (decision 070): the ones whose
 * first render the preload fills; every other page still opens from the app shell.
 */
const serverRenderedPaths: readonly string[] = [paths.dashboard.callLogs];

const handler = createStaticHandler(routes);

/**
 * Renders a signed-in dashboard page as the browser's first render of it will be (web/src/main.tsx
 * hydrates it): the same provider and routes, the stores and query cache seeded from the same
 * preload, the same hotel selected and named in the URL, the viewport the api guessed. Null when
 * the page is not one the server renders or its first render would not be the preloaded one.
 */
export const renderDashboardPage: DashboardRenderer['renderDashboardPage'] = async ({
  href,
  preload,
  hotelHint,
  viewport,
}) => {
  const requested = new URL(href);
  if (!serverRenderedPaths.includes(requested.pathname) || !preload.callLogs) return null;
  const hotelId = initialHotelId(preload.hotels, requested.searchParams.get('hotel'), hotelHint);
  if (hotelId !== preload.callLogs.hotelId) return null;
  const url = urlNamingHotel(requested, hotelId) ?? requested;
  await preloadDrawnPage(url.pathname);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  // From here to the render's end nothing awaits: the stores are module state, shared by every
  // request this process renders, so each render seeds them and clears them within one task.
  const queryClient = createQueryClient();
  try {
    seedFromPreload(queryClient, preload);
    useSelectedHotelStore.setState({ userId: preload.user.id, hotelId });
    assumeViewport(viewport);
    const html = renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProvider>
      </StrictMode>,
    );
    return { html, renderedFor: url.pathname + url.search };
  } finally {
    assumeViewport(null);
    useAuthStore.setState({ user: null, loading: true });
    useSelectedHotelStore.getState().reset();
    queryClient.clear();
  }
};
