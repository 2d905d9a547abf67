import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PageFallback } from './components/layouts/page-fallback.tsx';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/router.tsx';

async function toHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/**
 * Renders one page at build time as its first client render will be: the same providers and
 * routes, signed out, every query still pending. Used by web/scripts/prerender.ts.
 */
export async function renderPage(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect while prerendering`);
  const [error] = Object.values(context.errors ?? {});
  if (error) throw error instanceof Error ? error : new Error(`${url} failed to prerender: ${String(error)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return toHtml(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

/** The app shell's loading state, for every page that is not prerendered. */
export const renderShell = () => toHtml(<PageFallback />);
