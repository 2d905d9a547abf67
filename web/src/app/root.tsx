import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
} from 'react-router';
import { PageFallback } from '../components/layouts/page-fallback.tsx';
import { NotFound } from '../components/errors/not-found.tsx';
import { AuthStoreContext, createAuthStore } from '../features/auth/stores/auth-store.ts';
import { createSelectedHotelStore, SelectedHotelStoreContext } from '../features/hotels/stores/selected-hotel-store.ts';
import { ServerViewportContext } from '../lib/use-media-query.ts';
import { InlineStylesheet } from './inline-stylesheet.tsx';
import { useNonce } from './nonce.ts';
import { pageMeta } from './page-meta.ts';
import { startAfterPaint } from './scripts-after-paint.ts';
import { createQueryClient } from './query-client.ts';
import { useSiteViews } from './use-site-views.ts';
import stylesheet from '../index.css?url';
import type { Route } from './+types/root';

/** The visitor's user comes with every page, so the header and the auth pages never ask after loading. */
export async function loader({ context }: Route.LoaderArgs) {
  return { viewport: context.viewport, publicUrl: context.publicUrl, user: await context.user() };
}

/** What the root loader answers depends on the request's headers only: asked once per document. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/**
 * The built stylesheet comes inline in each page (InlineStylesheet): a first visit paints from the
 * HTML alone instead of waiting for a stylesheet behind the page's scripts. `npm run dev` links it.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  // Installable dashboard (decision 094): the manifest, and the icon iOS puts on the home screen.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : []),
];

export const meta: Route.MetaFunction = ({ location, data }) => pageMeta(location.pathname, data?.publicUrl ?? '');

/** The document around every page: one way to render it, on the server and in the browser. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        {import.meta.env.DEV ? null : <InlineStylesheet />}
      </head>
      <body className="bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: startAfterPaint }} />
      </body>
    </html>
  );
}

/**
 * The app's state, made once per app: per request on the server, per page in the browser (never
 * module state shared by two visitors' renders). The dashboard's loader fills the stores.
 */
export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  const [authStore] = useState(() => createAuthStore(loaderData.user));
  const [hotelStore] = useState(() => createSelectedHotelStore());
  useSiteViews();
  useEffect(() => {
    // The page is the app's from here on (browser tests wait for this before they type).
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <ServerViewportContext value={loaderData.viewport}>
      <QueryClientProvider client={queryClient}>
        <AuthStoreContext value={authStore}>
          <SelectedHotelStoreContext value={hotelStore}>
            <Outlet />
          </SelectedHotelStoreContext>
        </AuthStoreContext>
      </QueryClientProvider>
    </ServerViewportContext>
  );
}

/** Shown while a page's code loads in the browser without server-rendered markup (never on first load). */
export function HydrateFallback() {
  return <PageFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-600">Reload the page to try again.</p>
    </main>
  );
}
